import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import http, { type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { brotliCompressSync, brotliDecompressSync, gunzipSync, gzipSync } from 'node:zlib';
import { createStaticServer } from './createStaticServer';

const SCRIPT = `console.log(${JSON.stringify('a federated shell '.repeat(40))});`;
let root: string;
let server: Server;
let port: number;

interface Answer {
  encoding: string | undefined;
  length: string | undefined;
  vary: string | undefined;
  body: Buffer;
}

function get(pathname: string, acceptEncoding: string): Promise<Answer> {
  return new Promise((resolve, reject) => {
    http
      .get(
        { host: '127.0.0.1', port, path: pathname, headers: { 'accept-encoding': acceptEncoding } },
        (res) => {
          const chunks: Buffer[] = [];
          res.on('data', (chunk: Buffer) => chunks.push(chunk));
          res.on('end', () =>
            resolve({
              encoding: res.headers['content-encoding'],
              length: res.headers['content-length'],
              vary: res.headers.vary,
              body: Buffer.concat(chunks),
            }),
          );
        },
      )
      .on('error', reject);
  });
}

beforeAll(async () => {
  root = mkdtempSync(path.join(os.tmpdir(), 'precompressed-'));
  writeFileSync(path.join(root, 'main.0123456789.js'), SCRIPT);
  writeFileSync(path.join(root, 'main.0123456789.js.br'), brotliCompressSync(SCRIPT));
  writeFileSync(path.join(root, 'main.0123456789.js.gz'), gzipSync(SCRIPT, { level: 9 }));
  writeFileSync(path.join(root, 'plain.js'), SCRIPT);
  server = createStaticServer({ root });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  port = (server.address() as AddressInfo).port;
});

afterAll(() => {
  server.closeAllConnections();
  server.close();
  rmSync(root, { recursive: true, force: true });
});

describe('files compressed at build time', () => {
  it('are sent as brotli when the browser accepts it, with their own length', async () => {
    const answer = await get('/main.0123456789.js', 'gzip, deflate, br, zstd');
    expect(answer.encoding).toBe('br');
    expect(Number(answer.length)).toBe(answer.body.length);
    expect(answer.vary).toBe('Accept-Encoding');
    expect(brotliDecompressSync(answer.body).toString()).toBe(SCRIPT);
  });

  it('fall back to the gzip copy when brotli is not accepted or refused with q=0', async () => {
    for (const accept of ['gzip', 'br;q=0, gzip']) {
      const answer = await get('/main.0123456789.js', accept);
      expect({ accept, encoding: answer.encoding }).toEqual({ accept, encoding: 'gzip' });
      expect(gunzipSync(answer.body).toString()).toBe(SCRIPT);
    }
  });

  it('leave a file without a copy to be compressed on the fly, and send it plain when asked', async () => {
    const onTheFly = await get('/plain.js', 'br, gzip');
    expect(onTheFly.encoding).toBe('gzip');
    expect(gunzipSync(onTheFly.body).toString()).toBe(SCRIPT);
    const plain = await get('/main.0123456789.js', 'identity');
    expect(plain.encoding).toBeUndefined();
    expect(plain.body.toString()).toBe(SCRIPT);
  });
});
