import { mkdirSync, mkdtempSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { watchFolder } from './watchFolder';

describe('watchFolder', () => {
  let root: string;
  let changes: number;
  let watching: { close(): void };
  beforeEach(() => {
    root = mkdtempSync(path.join(tmpdir(), 'watch-folder-'));
    mkdirSync(path.join(root, 'offers'));
    writeFileSync(path.join(root, 'offers', 'a.json'), '{}\n');
    changes = 0;
    watching = watchFolder(root, () => {
      changes += 1;
    });
  });
  afterEach(() => {
    watching.close();
    rmSync(root, { recursive: true, force: true });
  });

  /** Resolves once a change has been reported after `act`, failing after 5 s. */
  async function reported(act: () => void): Promise<void> {
    const before = changes;
    act();
    const started = Date.now();
    while (changes === before) {
      if (Date.now() - started > 5000) throw new Error('no change reported');
      await new Promise((resolve) => setTimeout(resolve, 20));
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }

  const file = (name: string) => path.join(root, 'offers', name);
  const replace = (name: string, text: string) => {
    writeFileSync(`${file(name)}.tmp`, text);
    renameSync(`${file(name)}.tmp`, file(name));
  };

  it('reports a file replaced by rename, again and again, and then written in place', async () => {
    await reported(() => replace('a.json', '{"title":"one"}\n'));
    await reported(() => replace('a.json', '{"title":"two"}\n'));
    await reported(() => writeFileSync(file('a.json'), '{"title":"three"}\n'));
  });

  it('reports files in a folder made after the watch started', async () => {
    await reported(() => mkdirSync(path.join(root, 'events')));
    await reported(() => writeFileSync(path.join(root, 'events', 'fair.json'), '{}\n'));
  });
});
