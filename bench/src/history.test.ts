import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { appendHistory, lastGreenCommit, readHistory, type HistoryEntry } from './history';

const entry = (commit: string, green: boolean, dirty = false): HistoryEntry => ({
  date: '2026-11-28T10:00:00.000Z',
  commit,
  ...(dirty ? { dirty } : {}),
  machine: { kernel: 'fc-v595' },
  green,
});

describe('the benchmark history', () => {
  let dir: string;
  beforeEach(() => {
    dir = mkdtempSync(path.join(tmpdir(), 'bench-history-'));
  });
  afterEach(() => rmSync(dir, { recursive: true, force: true }));

  it('appends one line per run and reads them back in order', () => {
    const file = path.join(dir, 'history.jsonl');
    expect(readHistory(file)).toEqual([]);
    appendHistory(file, entry('aaa', true));
    appendHistory(file, entry('bbb', false));
    expect(readHistory(file).map((run) => run.commit)).toEqual(['aaa', 'bbb']);
  });

  it('names the file and line that is not JSON', () => {
    const file = path.join(dir, 'history.jsonl');
    writeFileSync(file, `${JSON.stringify(entry('aaa', true))}\n{not json\n`);
    expect(() => readHistory(file)).toThrow(`${file}, line 2: not JSON`);
  });

  it('takes the newest green, committed run that the code descends from as the reference', () => {
    const runs = [
      entry('old', true),
      entry('other-branch', true),
      entry('red', false),
      entry('mine', true, true),
    ];
    const ancestors = new Set(['old', 'red', 'mine']);
    expect(lastGreenCommit(runs, (commit) => ancestors.has(commit))).toBe('old');
    expect(lastGreenCommit([entry('red', false)], () => true)).toBeNull();
  });
});
