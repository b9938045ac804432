import { mkdtempSync, readdirSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { writeAtomically } from './writeAtomically';

describe('writeAtomically', () => {
  let dir: string;
  beforeEach(() => {
    dir = mkdtempSync(path.join(tmpdir(), 'atomic-'));
  });
  afterEach(() => rmSync(dir, { recursive: true, force: true }));

  it('writes a new file in a folder it creates, and leaves no temporary file', () => {
    const file = path.join(dir, 'a', 'b', 'state.json');
    writeAtomically(file, '{"revision":1}\n');
    expect(readFileSync(file, 'utf8')).toBe('{"revision":1}\n');
    expect(readdirSync(path.dirname(file))).toEqual(['state.json']);
  });

  it('gives a secret its owner only', () => {
    const file = path.join(dir, 'token');
    writeAtomically(file, 'secret', { mode: 0o600 });
    expect(statSync(file).mode & 0o777).toBe(0o600);
  });

  it('replaces a file whole, bytes included', () => {
    const file = path.join(dir, 'picture.bin');
    writeFileSync(file, 'old');
    writeAtomically(file, Uint8Array.from([0, 1, 2, 255]));
    expect([...readFileSync(file)]).toEqual([0, 1, 2, 255]);
  });

  it('fails without leaving a temporary file when the rename is refused', () => {
    // A folder in the file's place: rename(2) refuses to replace it.
    const file = path.join(dir, 'state.json');
    writeFileSync(path.join(dir, 'keep.txt'), 'kept');
    rmSync(file, { force: true });
    mkdtempSync(file);
    const folder = readdirSync(dir).find((name) => name.startsWith('state.json'))!;
    writeFileSync(path.join(dir, folder, 'inside'), 'x');
    expect(() => writeAtomically(path.join(dir, folder), 'new')).toThrow();
    expect(readdirSync(dir).sort()).toEqual(['keep.txt', folder].sort());
  });
});
