import { execFileSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { freePort } from '../nginx/nginxForTests';
import { ContentHistory } from './contentHistory';
import { hashPassword } from './passwords';
import { startSiteEditorBackend } from './siteEditorBackend';

const PASSWORD = 'a long passphrase';

describe("the editor's backend in production", () => {
  let dir: string;
  let content: string;
  let editor: string;
  let stop: () => Promise<void>;

  beforeAll(async () => {
    dir = mkdtempSync(path.join(tmpdir(), 'site-backend-'));
    content = path.join(dir, 'content');
    mkdirSync(path.join(content, 'stores'), { recursive: true });
    writeFileSync(path.join(content, 'stores', 'acme.json'), '{"name":"Acme"}\n');
    execFileSync('git', ['init', '-q', content]);
    execFileSync('git', ['-C', content, 'add', '-A']);
    execFileSync('git', [
      ...['-C', content, '-c', 'user.name=seed', '-c', 'user.email=seed@localhost'],
      ...['commit', '-qm', 'seed'],
    ]);
    const shellDist = path.join(dir, 'shell');
    mkdirSync(shellDist);
    writeFileSync(
      path.join(shellDist, 'federation-assets.json'),
      JSON.stringify({ entry: { css: ['site.abc.css'] } }),
    );
    // No nginx in front here: the backend's own address is the editor's origin.
    const port = await freePort();
    editor = `http://127.0.0.1:${port}`;
    const backend = await startSiteEditorBackend({
      stateDir: path.join(dir, 'state'),
      listen: { host: '127.0.0.1', port },
      editorOrigin: editor,
      shopOrigin: 'https://www.example.com',
      contentDir: content,
      shellDist,
      // Nothing answers there: a publish is refused with the client's words.
      releaseService: { url: 'http://127.0.0.1:9', token: 'token' },
      releasesRoot: path.join(dir, 'releases'),
      history: await ContentHistory.of(content),
    });
    stop = backend.close;
    const { AccountStore } = await import('./accountStore');
    const store = AccountStore.forSite(path.join(dir, 'state'));
    store.add('ed@example.org', 'editor', await hashPassword(PASSWORD), new Date());
    store.add('gifts@example.org', 'team-gifts', await hashPassword(PASSWORD), new Date());
    store.close();
  });
  afterAll(async () => {
    await stop();
    rmSync(dir, { recursive: true, force: true });
  });

  /** Signs in as the sign-in form does; the session cookie's `name=value`. */
  async function signIn(email: string): Promise<string> {
    const response = await fetch(`${editor}/auth/sign-in`, {
      method: 'POST',
      headers: { Origin: editor, 'Content-Type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({ email, password: PASSWORD, next: '/admin/releases/' }),
      redirect: 'manual',
    });
    expect([response.status, response.headers.get('location')]).toEqual([303, '/admin/releases/']);
    const cookie = response.headers.get('set-cookie')!;
    expect(cookie).toMatch(/; Path=\/; Secure; HttpOnly; SameSite=Strict$/);
    return cookie.split(';')[0]!;
  }

  const decap = (cookie: string, body: unknown, origin = editor) =>
    fetch(`${editor}/admin/api/v1`, {
      method: 'POST',
      headers: { Cookie: cookie, Origin: origin, 'Content-Type': 'application/json' },
      body: JSON.stringify(body),
    });

  it('answers 401 without a session, and the sign-in page with the site stylesheets', async () => {
    for (const address of ['/admin/api/session', '/admin/api/releases/status', '/auth/check'])
      expect([address, (await fetch(`${editor}${address}`)).status]).toEqual([address, 401]);
    const page = await (await fetch(`${editor}/auth/sign-in`)).text();
    expect(page).toContain('<link rel="stylesheet" href="/site.abc.css">');
    expect(page).not.toContain('<script');
  });

  it("saves as the person, in a commit, only what the role may change, from the editor's origin", async () => {
    const cookie = await signIn('ed@example.org');
    expect((await fetch(`${editor}/auth/check`, { headers: { Cookie: cookie } })).status).toBe(204);
    const save = {
      action: 'persistEntry',
      params: {
        dataFiles: [{ path: 'content/seed/stores/acme.json', raw: '{"name":"Acme Outlet"}\n' }],
      },
    };
    expect((await decap(cookie, save, 'https://elsewhere.example')).status).toBe(403);
    expect((await decap(cookie, save)).status).toBe(200);
    expect(readFileSync(path.join(content, 'stores', 'acme.json'), 'utf8')).toBe(
      '{"name":"Acme Outlet"}\n',
    );
    expect(
      execFileSync('git', ['-C', content, 'log', '-1', '--format=%ae %s'], {
        encoding: 'utf8',
      }).trim(),
    ).toBe('ed@example.org persistEntry content/seed/stores/acme.json');
    // Its publish is refused (no release service here), and said so.
    let publish = { state: 'waiting', page: '' };
    while (publish.state === 'waiting' || publish.state === 'publishing') {
      await new Promise((resolve) => setTimeout(resolve, 50));
      ({ publish } = (await (
        await fetch(`${editor}/admin/api/publishes/latest`, { headers: { Cookie: cookie } })
      ).json()) as { publish: typeof publish });
    }
    expect([publish.state, publish.page]).toEqual(['refused', '/stores/acme/']);
    // The console is not an editor's.
    const status = await fetch(`${editor}/admin/api/releases/status`, {
      headers: { Cookie: cookie },
    });
    expect(status.status).toBe(403);
    const check = await fetch(`${editor}/auth/check`, {
      headers: { Cookie: cookie, 'X-Original-URI': '/admin/releases/' },
    });
    expect(check.status).toBe(403);
  });

  it('lists an entry’s versions and restores one as a new save by the person', async () => {
    const cookie = await signIn('ed@example.org');
    const history = (await (
      await fetch(`${editor}/admin/api/history?path=content/seed/stores/acme.json`, {
        headers: { Cookie: cookie },
      })
    ).json()) as { versions: { commit: string; email: string }[] };
    expect(history.versions.map((version) => version.email)).toEqual([
      'ed@example.org',
      'seed@localhost',
    ]);
    const restore = await fetch(`${editor}/admin/api/history`, {
      method: 'POST',
      headers: { Cookie: cookie, Origin: editor, 'Content-Type': 'application/json' },
      body: JSON.stringify({
        path: 'content/seed/stores/acme.json',
        commit: history.versions[1]!.commit,
      }),
    });
    expect(restore.status).toBe(200);
    expect(readFileSync(path.join(content, 'stores', 'acme.json'), 'utf8')).toBe(
      '{"name":"Acme"}\n',
    );
  });

  it("refuses a team account the content, and any role a path outside the editor's folders", async () => {
    const team = await signIn('gifts@example.org');
    const read = { action: 'getEntry', params: { path: 'content/seed/stores/acme.json' } };
    const refused = await decap(team, read);
    expect([refused.status, await refused.json()]).toEqual([
      403,
      { error: 'team-gifts accounts do not edit content' },
    ]);
    const editorCookie = await signIn('ed@example.org');
    const outside = await fetch(`${editor}/admin/api/history?path=../package.json`, {
      headers: { Cookie: editorCookie },
    });
    expect(outside.status).toBe(400);
  });
});
