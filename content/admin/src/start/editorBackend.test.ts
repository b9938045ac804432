import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';

import { editorBackend, signedRequest } from './editorBackend';

const FOLDERS = { content: 'content/seed/', campaigns: null };

/** A server on a free port of 127.0.0.1 answering each request with `answer`. */
async function serve(answer: (request: IncomingMessage, body: string) => [number, string]) {
  const server: Server = createServer((request, response) => {
    let body = '';
    request.on('data', (chunk: Buffer) => (body += chunk.toString()));
    request.on('end', () => {
      const [status, text] = answer(request, body);
      response.writeHead(status, { 'content-type': 'application/json' });
      response.end(text);
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  closing.push(server);
  return `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
}

const closing: Server[] = [];
afterEach(async () => {
  await Promise.all(
    closing.splice(0).map((server) => new Promise((resolve) => server.close(resolve))),
  );
});

describe('the backend the editor talks to', () => {
  it("is the local backend whose session the editor's own origin hands it", async () => {
    const session = { backend: 'http://127.0.0.1:8087/api/v1', token: 'secret', folders: FOLDERS };
    const origin = await serve((request) =>
      request.url === '/admin/session.json' ? [200, JSON.stringify(session)] : [404, '{}'],
    );
    expect(await editorBackend(origin)).toEqual({
      local: { backend: session.backend, token: 'secret' },
      account: null,
      folders: FOLDERS,
    });
  });

  it("is the site's backend on the editor's origin, with the person signed in (production)", async () => {
    const account = {
      email: 'mia@example.org',
      role: 'marketing',
      shop: 'https://www.example.com',
      may: { content: true, campaigns: true, releases: ['mf-gifts'], accounts: false },
    };
    const origin = await serve((request) =>
      request.url === '/admin/api/session'
        ? [200, JSON.stringify({ ...account, folders: FOLDERS })]
        : [404, '{}'],
    );
    expect(await editorBackend(origin)).toEqual({
      local: { backend: `${origin}/admin/api/v1`, token: null },
      account,
      folders: FOLDERS,
    });
  });

  it('is the Git backend, over the repository, where there is no site backend (ADMIN_BACKEND=github)', async () => {
    const origin = await serve(() => [404, 'Not found']);
    expect(await editorBackend(origin)).toEqual({
      local: null,
      account: null,
      folders: { content: 'content/seed/', campaigns: 'mf-gifts/campaigns' },
    });
  });

  it('says why when the session is refused or the local backend is not running', async () => {
    const origin = await serve(() => [503, "The editor's local backend is not running\n"]);
    await expect(editorBackend(origin)).rejects.toThrow(
      "/admin/session.json answered HTTP 503: The editor's local backend is not running",
    );
  });
});

describe('a request to the local backend', () => {
  it("carries this start's secret and the branch, and gives back the answer", async () => {
    const seen: { authorization?: string; body: string }[] = [];
    const backend = await serve((request, body) => {
      seen.push({ authorization: request.headers.authorization, body });
      return [200, JSON.stringify({ message: 'entry persisted' })];
    });
    const answer = await signedRequest({ backend, token: 'secret' }, 'main', {
      action: 'getEntry',
      params: { path: 'content/seed/site.json' },
    });
    expect(answer).toEqual({ message: 'entry persisted' });
    expect(seen).toEqual([
      {
        authorization: 'Bearer secret',
        body: JSON.stringify({
          branch: 'main',
          action: 'getEntry',
          params: { path: 'content/seed/site.json' },
        }),
      },
    ]);
  });

  it("throws the backend's refusal with its status", async () => {
    const backend = await serve(() => [400, JSON.stringify({ error: '"x" is refused' })]);
    const request = signedRequest({ backend, token: 'secret' }, 'main', {
      action: 'getEntry',
      params: {},
    });
    await expect(request).rejects.toThrow('"x" is refused');
    await expect(request).rejects.toMatchObject({ status: 400 });
  });
});
