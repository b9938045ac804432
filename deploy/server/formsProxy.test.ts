import http, { type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { createStaticServer } from './createStaticServer';

const listen = (server: Server) =>
  new Promise<number>((resolve) =>
    server.listen(0, '127.0.0.1', () => resolve((server.address() as AddressInfo).port)),
  );

describe('createStaticServer forms proxy', () => {
  let root: string;
  const servers: Server[] = [];
  beforeAll(() => {
    root = mkdtempSync(path.join(os.tmpdir(), 'forms-proxy-'));
  });
  afterAll(() => {
    for (const server of servers) server.close();
    rmSync(root, { recursive: true, force: true });
  });

  it('passes a POST to /restful_forms/ on to the forms service, body and status', async () => {
    const received: { method?: string; url?: string; type?: string; body: string }[] = [];
    const forms = http.createServer((req, res) => {
      let body = '';
      req.on('data', (chunk: Buffer) => (body += chunk.toString()));
      req.on('end', () => {
        received.push({
          method: req.method,
          url: req.url,
          type: req.headers['content-type'],
          body,
        });
        res.writeHead(201, { 'Content-Type': 'application/json' }).end('{"ok":true}');
      });
    });
    servers.push(forms);
    const formsPort = await listen(forms);
    const site = createStaticServer({
      root,
      spa: true,
      formsUpstream: { host: '127.0.0.1', port: formsPort },
    });
    servers.push(site);
    const sitePort = await listen(site);

    const body = new FormData();
    body.append('name', 'Ava');
    const response = await fetch(`http://127.0.0.1:${sitePort}/restful_forms/submitForm`, {
      method: 'POST',
      body,
    });
    expect(response.status).toBe(201);
    expect(received).toHaveLength(1);
    expect(received[0]?.method).toBe('POST');
    expect(received[0]?.url).toBe('/restful_forms/submitForm');
    expect(received[0]?.type).toMatch(/^multipart\/form-data; boundary=/);
    expect(received[0]?.body).toContain('Ava');
  });

  it('answers 502 when the forms service is not running, and 405 without a forms service', async () => {
    const closed = http.createServer();
    const closedPort = await listen(closed);
    await new Promise((resolve) => closed.close(resolve));
    const site = createStaticServer({
      root,
      spa: true,
      formsUpstream: { host: '127.0.0.1', port: closedPort },
    });
    const plain = createStaticServer({ root, spa: true });
    servers.push(site, plain);
    const [sitePort, plainPort] = await Promise.all([listen(site), listen(plain)]);
    const post = (port: number) =>
      fetch(`http://127.0.0.1:${port}/restful_forms/submitForm`, { method: 'POST', body: 'x' });
    expect((await post(sitePort)).status).toBe(502);
    expect((await post(plainPort)).status).toBe(405);
  });
});
