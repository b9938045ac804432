import { execFileSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync, mkdirSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { ContentHistory, HistoryRefused } from './contentHistory';

describe('ContentHistory', () => {
  let dir: string;
  beforeEach(() => {
    dir = mkdtempSync(path.join(tmpdir(), 'history-'));
  });
  afterEach(() => rmSync(dir, { recursive: true, force: true }));

  it('commits each save in the name of its author, lists the versions and gives one back', async () => {
    const content = path.join(dir, 'content');
    mkdirSync(path.join(content, 'stores'), { recursive: true });
    execFileSync('git', ['init', '-q', dir]);
    const history = await ContentHistory.of(content);
    const store = path.join(content, 'stores', 'acme.json');
    writeFileSync(store, '{"name":"Acme"}\n');
    const first = await history.commit([store], 'mia@example.org', 'Save stores/acme.json');
    writeFileSync(store, '{"name":"Acme Outlet"}\n');
    const second = await history.commit([store], 'ed@example.org', 'Save stores/acme.json');
    expect(await history.commit([store], 'ed@example.org', 'Save again')).toBeNull();
    expect(await history.versions(store)).toEqual([
      expect.objectContaining({
        commit: second,
        email: 'ed@example.org',
        message: 'Save stores/acme.json',
      }),
      expect.objectContaining({ commit: first, email: 'mia@example.org' }),
    ]);
    expect((await history.textAt(store, first!)).toString()).toBe('{"name":"Acme"}\n');
    await expect(history.textAt(store, 'f'.repeat(40))).rejects.toThrow(
      'ffffffffff is not a version of content/stores/acme.json',
    );
    expect(
      execFileSync('git', ['-C', dir, 'log', '-1', '--format=%an <%ae> / %cn'], {
        encoding: 'utf8',
      }).trim(),
    ).toBe('ed@example.org <ed@example.org> / Content editor');
  });

  it('refuses a content folder outside any Git work tree, naming it', async () => {
    await expect(ContentHistory.of(dir)).rejects.toThrow(HistoryRefused);
    await expect(ContentHistory.of(dir)).rejects.toThrow(`${dir} is not in a Git repository`);
  });
});
