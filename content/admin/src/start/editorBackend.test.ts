import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';

import { editorBackend } from './editorBackend';

const OFFSET = 7;
const FOLDERS = { content: 'copy/seed/', campaigns: null };

/** A local backend on a free port of 127.0.0.1; the site's port is that port minus the offset. */
async function localBackend(answer: (path: string) => [number, unknown]) {
  const server: Server = createServer((request, response) => {
    const [status, body] = answer(request.url ?? '');
    response.writeHead(status, { 'content-type': 'application/json' });
    response.end(JSON.stringify(body));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return { server, sitePort: port - OFFSET };
}

const closing: Server[] = [];
afterEach(async () => {
  await Promise.all(
    closing.splice(0).map((server) => new Promise((resolve) => server.close(resolve))),
  );
});

describe('the backend the editor talks to', () => {
  it('on this machine: the local backend at the site port + the offset says where the content is', async () => {
    const { server, sitePort } = await localBackend((path) =>
      path === '/settings.json' ? [200, FOLDERS] : [404, {}],
    );
    closing.push(server);
    const backend = await editorBackend(
      { hostname: 'localhost', port: String(sitePort), protocol: 'http:' },
      OFFSET,
    );
    expect(backend).toEqual({
      local: true,
      localUrl: `http://127.0.0.1:${sitePort + OFFSET}/api/v1`,
      localHosts: ['127.0.0.1', 'localhost'],
      folders: FOLDERS,
    });
  });

  it('says which address did not answer when the local backend is not started', async () => {
    const { server, sitePort } = await localBackend(() => [200, FOLDERS]);
    await new Promise((resolve) => server.close(resolve));
    await expect(
      editorBackend({ hostname: '127.0.0.1', port: String(sitePort), protocol: 'http:' }, OFFSET),
    ).rejects.toThrow(`does not answer at http://127.0.0.1:${sitePort + OFFSET}`);
  });

  it('names the status of a local backend that refuses the settings', async () => {
    const { server, sitePort } = await localBackend(() => [500, {}]);
    closing.push(server);
    await expect(
      editorBackend({ hostname: '127.0.0.1', port: String(sitePort), protocol: 'http:' }, OFFSET),
    ).rejects.toThrow('answered HTTP 500');
  });

  it('elsewhere: the Git backend edits the repository, whose folders are known', async () => {
    const backend = await editorBackend(
      { hostname: 'www.canberraoutletcentre.com.au', port: '', protocol: 'https:' },
      OFFSET,
    );
    expect(backend).toMatchObject({
      local: false,
      folders: { content: 'content/seed/', campaigns: 'mf-gifts/campaigns' },
    });
  });
});
