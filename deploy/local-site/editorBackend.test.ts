import {
  mkdirSync,
  mkdtempSync,
  readFileSync,
  rmSync,
  statSync,
  symlinkSync,
  writeFileSync,
  existsSync,
} from 'node:fs';
import { createServer, type AddressInfo } from 'node:net';
import { request } from 'node:http';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { editorSessionFile, type EditorSession } from '../server/editorSession';
import { startEditorBackend, type RunningEditorBackend } from './editorBackend';

/** A port nothing listens on; the backend listens at the site's port + 7. */
const freePort = () =>
  new Promise<number>((resolve, reject) => {
    const probe = createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const { port } = probe.address() as AddressInfo;
      probe.close(() => resolve(port));
    });
  });

interface Answer {
  status: number;
  headers: Record<string, string | string[] | undefined>;
  body: string;
}

/** One HTTP request to the backend, with exactly the headers given (fetch cannot forge Host). */
function send(
  port: number,
  {
    method = 'POST',
    headers = {},
    body,
  }: { method?: string; headers?: Record<string, string>; body?: unknown },
): Promise<Answer> {
  return new Promise((resolve, reject) => {
    const req = request(
      { host: '127.0.0.1', port, method, path: '/api/v1', headers, setHost: false },
      (res) => {
        let text = '';
        res.on('data', (chunk: Buffer) => (text += chunk.toString()));
        res.on('end', () =>
          resolve({ status: res.statusCode ?? 0, headers: res.headers, body: text }),
        );
      },
    );
    req.on('error', reject);
    req.end(body === undefined ? undefined : JSON.stringify(body));
  });
}

describe("the editor's local backend", () => {
  const work = mkdtempSync(path.join(tmpdir(), 'editor-backend-'));
  /** A checkout as the backend finds it: the content and campaigns beside the repository's files. */
  const repo = path.join(work, 'repo');
  const contentDir = path.join(repo, 'content', 'seed');
  const campaignsDir = path.join(repo, 'mf-gifts', 'campaigns');
  const stateDir = path.join(work, 'state');
  const releaseScript = path.join(repo, 'deploy', 'scripts', 'release.ts');
  let backend: RunningEditorBackend;
  let port = 0;
  let session: EditorSession;
  /** The headers of the editor's page at the shell's origin, with this start's secret. */
  let editor: { host: string; origin: string; authorization: string; 'content-type': string };

  beforeAll(async () => {
    mkdirSync(path.join(contentDir, 'offers'), { recursive: true });
    mkdirSync(campaignsDir, { recursive: true });
    mkdirSync(path.dirname(releaseScript), { recursive: true });
    writeFileSync(path.join(repo, 'package.json'), '{ "name": "the repository" }\n');
    writeFileSync(releaseScript, '// the release command\n');
    writeFileSync(path.join(contentDir, 'site.json'), '{ "name": "Outlet" }\n');
    writeFileSync(path.join(contentDir, 'offers', 'sale.json'), '{ "id": "sale" }\n');
    writeFileSync(path.join(campaignsDir, 'christmas.json'), '{ "name": "christmas" }\n');
    // A link inside the content to a file outside it.
    symlinkSync(path.join(repo, 'package.json'), path.join(contentDir, 'offers', 'linked.json'));
    mkdirSync(path.join(repo, 'elsewhere'));
    symlinkSync(path.join(repo, 'elsewhere'), path.join(contentDir, 'linked-folder'));

    const shellPort = (await freePort()) - 7;
    backend = await startEditorBackend({ shellPort, stateDir, contentDir, campaignsDir });
    port = shellPort + 7;
    session = JSON.parse(readFileSync(editorSessionFile(stateDir), 'utf8')) as EditorSession;
    editor = {
      host: `127.0.0.1:${port}`,
      origin: `http://127.0.0.1:${shellPort}`,
      authorization: `Bearer ${session.token}`,
      'content-type': 'application/json',
    };
  });

  afterAll(async () => {
    await backend.close();
    rmSync(work, { recursive: true, force: true });
  });

  const getEntry = (file: string, headers: Record<string, string> = editor) =>
    send(port, { headers, body: { action: 'getEntry', params: { branch: 'main', path: file } } });
  const persist = (file: string, raw: string) =>
    send(port, {
      headers: editor,
      body: {
        action: 'persistEntry',
        params: {
          branch: 'main',
          dataFiles: [{ slug: 'x', path: file, raw }],
          assets: [],
          options: { commitMessage: 'x', useWorkflow: false, status: '' },
        },
      },
    });

  it('writes its session, readable by its owner only, for the shell to hand the editor', () => {
    expect(session).toEqual({
      origin: editor.origin,
      backend: `http://127.0.0.1:${port}/api/v1`,
      token: expect.stringMatching(/^[A-Za-z0-9_-]{43}$/) as string,
      folders: { content: 'content/seed/', campaigns: 'mf-gifts/campaigns' },
    });
    expect(statSync(editorSessionFile(stateDir)).mode & 0o777).toBe(0o600);
    expect(backend.url).toBe(session.backend);
  });

  it("answers the editor's requests on the content", async () => {
    const answer = await getEntry('content/seed/offers/sale.json');
    expect(answer.status).toBe(200);
    expect(JSON.parse(answer.body)).toMatchObject({
      data: '{ "id": "sale" }\n',
      file: { path: 'content/seed/offers/sale.json' },
    });
    expect(answer.headers['access-control-allow-origin']).toBe(editor.origin);
  });

  it('refuses a request addressed to another host name (DNS rebinding): 403, nothing read', async () => {
    const answer = await getEntry('content/seed/site.json', { ...editor, host: 'evil.example' });
    expect(answer.status).toBe(403);
    expect(answer.body).not.toContain('Outlet');
    expect(answer.headers['access-control-allow-origin']).toBeUndefined();
    for (const host of [`localhost:${port}`, '127.0.0.1', `127.0.0.1:${port}.evil.example`])
      expect((await getEntry('content/seed/site.json', { ...editor, host })).status).toBe(403);
  });

  it("allows the shell's origin only, preflight included", async () => {
    for (const origin of [
      'http://localhost:3000',
      'http://127.0.0.1:1',
      'null',
      'https://evil.example',
    ]) {
      const answer = await getEntry('content/seed/site.json', { ...editor, origin });
      expect([origin, answer.status]).toEqual([origin, 403]);
      const preflight = await send(port, {
        method: 'OPTIONS',
        headers: { host: editor.host, origin, 'access-control-request-method': 'POST' },
      });
      expect([origin, preflight.status, preflight.headers['access-control-allow-origin']]).toEqual([
        origin,
        403,
        undefined,
      ]);
    }
    const withoutOrigin: Record<string, string> = { ...editor };
    delete withoutOrigin.origin;
    expect((await getEntry('content/seed/site.json', withoutOrigin)).status).toBe(403);
    const preflight = await send(port, {
      method: 'OPTIONS',
      headers: {
        host: editor.host,
        origin: editor.origin,
        'access-control-request-method': 'POST',
        'access-control-request-headers': 'authorization, content-type',
      },
    });
    expect(preflight.status).toBe(204);
    expect(preflight.headers).toMatchObject({
      'access-control-allow-origin': editor.origin,
      'access-control-allow-headers': 'authorization, content-type',
      'access-control-allow-methods': 'POST',
    });
  });

  it("refuses a request without this start's secret: 401", async () => {
    const withoutSecret: Record<string, string> = { ...editor };
    delete withoutSecret.authorization;
    expect((await getEntry('content/seed/site.json', withoutSecret)).status).toBe(401);
    const wrong = await getEntry('content/seed/site.json', {
      ...editor,
      authorization: 'Bearer not-the-secret',
    });
    expect(wrong.status).toBe(401);
    expect(wrong.body).not.toContain('Outlet');
    // A form of another site cannot post JSON: anything else is refused.
    const form = await send(port, {
      headers: { ...editor, 'content-type': 'text/plain' },
      body: { action: 'getEntry', params: { path: 'content/seed/site.json' } },
    });
    expect(form.status).toBe(415);
  });

  it('reads nothing outside the content and the campaigns: the repository is not its root', async () => {
    for (const file of [
      'package.json',
      'deploy/scripts/release.ts',
      'content/seed/../../package.json',
      'content/seed/offers/../../../package.json',
      '/etc/passwd',
      `${repo}/package.json`,
      'content\\seed\\..\\..\\package.json',
      'content/seed/offers/linked.json',
      'content/seed/linked-folder/x.json',
      'mf-gifts/campaigns/../../package.json',
    ]) {
      const answer = await getEntry(file);
      expect([file, answer.status]).toEqual([file, 400]);
      expect(answer.body).not.toContain('the repository');
    }
    expect(JSON.parse((await getEntry('mf-gifts/campaigns/christmas.json')).body)).toMatchObject({
      data: '{ "name": "christmas" }\n',
    });
  });

  it('writes nothing outside them, nor through a link: the release script and the pages stay as they were', async () => {
    for (const file of [
      'deploy/scripts/release.ts',
      'content/seed/../../deploy/scripts/release.ts',
      'served/8080/current/index.html',
      'content/seed/offers/linked.json',
      'content/seed/linked-folder/new.json',
      'content/seed/page.html',
      'content/seed/images/uploads/script.json',
    ]) {
      const answer = await persist(file, 'process.exit(1)');
      expect([file, answer.status]).toEqual([file, 400]);
    }
    expect(readFileSync(releaseScript, 'utf8')).toBe('// the release command\n');
    expect(readFileSync(path.join(repo, 'package.json'), 'utf8')).toContain('the repository');
    expect(existsSync(path.join(repo, 'served'))).toBe(false);
    expect(existsSync(path.join(repo, 'elsewhere', 'new.json'))).toBe(false);
  });

  it('answers a malformed request with 400 naming what is missing, an unknown action with 422', async () => {
    const answers = [];
    for (const body of [
      { action: 'persistMedia', params: { branch: 'main' } },
      { action: 'persistEntry', params: { branch: 'main', assets: [] } },
      { action: 'entriesByFiles', params: { branch: 'main', files: [null] } },
      { action: 'publishUnpublishedEntry', params: { branch: 'main' } },
    ]) {
      const answer = await send(port, { headers: editor, body });
      answers.push([answer.status, (JSON.parse(answer.body) as { error: string }).error]);
    }
    expect(answers).toEqual([
      [400, 'params.asset must be an object'],
      [400, 'params.dataFiles must be a list'],
      [400, 'params.files[] must be an object'],
      [422, 'Unknown action publishUnpublishedEntry'],
    ]);
  });

  it('saves an entry and an uploaded picture where the editor puts them', async () => {
    expect((await persist('content/seed/offers/new.json', '{ "id": "new" }\n')).status).toBe(200);
    expect(readFileSync(path.join(contentDir, 'offers', 'new.json'), 'utf8')).toBe(
      '{ "id": "new" }\n',
    );
    const picture = Buffer.from([0x89, 0x50, 0x4e, 0x47]);
    const upload = await send(port, {
      headers: editor,
      body: {
        action: 'persistMedia',
        params: {
          branch: 'main',
          asset: {
            path: 'content/seed/images/uploads/logo.png',
            content: picture.toString('base64'),
            encoding: 'base64',
          },
          options: { commitMessage: 'x' },
        },
      },
    });
    expect(upload.status).toBe(200);
    expect(readFileSync(path.join(contentDir, 'images', 'uploads', 'logo.png'))).toEqual(picture);
    const media = await send(port, {
      headers: editor,
      body: {
        action: 'getMedia',
        params: { branch: 'main', mediaFolder: 'content/seed/images/uploads' },
      },
    });
    expect((JSON.parse(media.body) as { path: string }[]).map((file) => file.path)).toEqual([
      'content/seed/images/uploads/logo.png',
    ]);
    // A folder lists its entries, and not the link among them.
    const folder = await send(port, {
      headers: editor,
      body: {
        action: 'entriesByFolder',
        params: { branch: 'main', folder: 'content/seed/offers', extension: 'json', depth: 1 },
      },
    });
    expect(
      (JSON.parse(folder.body) as { file: { path: string } }[]).map((entry) => entry.file.path),
    ).toEqual(['content/seed/offers/new.json', 'content/seed/offers/sale.json']);
  });

  it('removes its session when it stops', async () => {
    const shellPort = (await freePort()) - 7;
    const other = path.join(work, 'other-state');
    const running = await startEditorBackend({ shellPort, stateDir: other, contentDir });
    const file = editorSessionFile(other);
    expect((JSON.parse(readFileSync(file, 'utf8')) as EditorSession).folders).toEqual({
      content: 'content/seed/',
      campaigns: null,
    });
    await running.close();
    expect(existsSync(file)).toBe(false);
  });
});
