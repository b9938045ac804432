import http from 'node:http';
import net from 'node:net';
import { SUBMIT_PATH } from './service';
import { competitionParts, multipartBody, SAMPLE } from './testing/multipartBody';
import { post, type Answer } from './testing/post';
import { ENGINES, ORIGIN, startTestService } from './testing/testService';

jest.setTimeout(180_000);

/** A refused submission of about 5 MB: the answer must arrive, not a reset. */
const FIVE_MB = 5 * 1024 * 1024;
const bigEntry = (overrides: Record<string, string> = {}) =>
  multipartBody(
    competitionParts(overrides, {
      name: 'file',
      value: SAMPLE.png(FIVE_MB),
      filename: 'drawing.png',
      type: 'image/png',
    }),
  );

type Client = (url: string, body: Buffer, headers: Record<string, string>) => Promise<Answer>;

const viaFetch: Client = async (url, body, headers) => {
  const response = await fetch(url, { method: 'POST', body: new Uint8Array(body), headers });
  return {
    status: response.status,
    headers: Object.fromEntries(response.headers),
    json: (await response.json()) as Record<string, unknown>,
  };
};

const CLIENTS: [string, Client][] = [
  ['node:http', post],
  ['fetch', viaFetch],
];

describe.each(ENGINES)('on %s', (engine) => {
  const start: typeof startTestService = (overrides, options) =>
    startTestService(overrides, { ...options, engine });

  describe.each(CLIENTS)('refusals of 5 MB uploads arrive through %s', (_name, send) => {
    const times = 4;
    const expectAnswered = async (
      make: () => { url: string; body: Buffer; headers: Record<string, string> },
      status: number,
    ) => {
      for (let i = 0; i < times; i += 1) {
        const { url, body, headers } = make();
        const answer = await send(url, body, headers);
        expect(answer.status).toBe(status);
        expect(answer.json.error).toEqual(expect.any(String));
      }
    };

    it('403 for a foreign origin, 413 for a field over its limit, 415 for urlencoded', async () => {
      const t = await start();
      try {
        const url = `${t.service.url}${SUBMIT_PATH}`;
        const { body, contentType } = bigEntry();
        await expectAnswered(
          () => ({
            url,
            body,
            headers: { Origin: 'https://evil.example', 'Content-Type': contentType },
          }),
          403,
        );
        const long = bigEntry({ name: 'x'.repeat(5000) });
        await expectAnswered(
          () => ({
            url,
            body: long.body,
            headers: { Origin: ORIGIN, 'Content-Type': long.contentType },
          }),
          413,
        );
        await expectAnswered(
          () => ({
            url,
            body: Buffer.alloc(FIVE_MB, 'a'),
            headers: { Origin: ORIGIN, 'Content-Type': 'application/x-www-form-urlencoded' },
          }),
          415,
        );
        expect(await t.rows()).toBe(0);
      } finally {
        await t.stop();
      }
    });

    it('429 once the rate is spent', async () => {
      const t = await start({ ratePerMinute: 1 });
      try {
        expect((await t.submit(competitionParts())).status).toBe(201);
        const { body, contentType } = bigEntry();
        await expectAnswered(
          () => ({
            url: `${t.service.url}${SUBMIT_PATH}`,
            body,
            headers: { Origin: ORIGIN, 'Content-Type': contentType },
          }),
          429,
        );
      } finally {
        await t.stop();
      }
    });

    it('503 while every upload slot is taken', async () => {
      const t = await start({ maxUploadsInFlight: 1, maxUploadsPerClient: 1 });
      const stalled = net.connect(Number(new URL(t.service.url).port), '127.0.0.1');
      stalled.on('error', () => {});
      try {
        const started = new Promise((resolve) => t.service.events.once('upload-started', resolve));
        stalled.write(
          `POST ${SUBMIT_PATH} HTTP/1.1\r\nHost: x\r\nOrigin: ${ORIGIN}\r\n` +
            'Content-Type: multipart/form-data; boundary=b\r\nContent-Length: 5000\r\n\r\n--b\r\n',
        );
        await started;
        const { body, contentType } = bigEntry();
        await expectAnswered(
          () => ({
            url: `${t.service.url}${SUBMIT_PATH}`,
            body,
            headers: { Origin: ORIGIN, 'Content-Type': contentType },
          }),
          503,
        );
      } finally {
        stalled.destroy();
        await t.stop();
      }
    });
  });

  /**
   * A client that sends its whole request (with `Connection: close`) before it reads anything, as
   * simple HTTP clients do: resolves with what the service answered, or the socket error.
   */
  function sendAllThenRead(url: string, bytes: Buffer): Promise<string> {
    return new Promise((resolve) => {
      const socket = net.connect(Number(new URL(url).port), '127.0.0.1');
      const chunks: Buffer[] = [];
      socket.pause();
      socket.on('error', (error: NodeJS.ErrnoException) => resolve(`error ${error.code}`));
      socket.on('end', () => resolve(Buffer.concat(chunks).toString('latin1')));
      socket.write(bytes, () => {
        socket.on('data', (chunk: Buffer) => chunks.push(chunk));
        socket.resume();
      });
    });
  }

  describe('a client that reads only after sending its whole 5 MB body', () => {
    it('gets the refusal, not a reset', async () => {
      const t = await start({ ratePerMinute: 1 });
      try {
        expect((await t.submit(competitionParts())).status).toBe(201);
        const { body, contentType } = bigEntry();
        const head =
          `POST ${SUBMIT_PATH} HTTP/1.1\r\nHost: x\r\nOrigin: ${ORIGIN}\r\nConnection: close\r\n` +
          `Content-Type: ${contentType}\r\nContent-Length: ${body.length}\r\n\r\n`;
        for (let i = 0; i < 4; i += 1) {
          const answer = await sendAllThenRead(
            t.service.url,
            Buffer.concat([Buffer.from(head), body]),
          );
          expect(answer).toMatch(/^HTTP\/1\.1 429 /);
        }
      } finally {
        await t.stop();
      }
    });
  });

  describe('Expect: 100-continue', () => {
    /** Posts with `Expect: 100-continue`, sending the body only when the service asks for it. */
    const postExpecting = (url: string, body: Buffer, headers: Record<string, string>) =>
      new Promise<{ status: number; continued: boolean }>((resolve, reject) => {
        let continued = false;
        const req = http.request(url, {
          method: 'POST',
          agent: false,
          headers: { ...headers, Expect: '100-continue', 'Content-Length': String(body.length) },
        });
        req.on('continue', () => {
          continued = true;
          req.end(body);
        });
        req.on('response', (res) => {
          res.resume();
          res.on('end', () => resolve({ status: res.statusCode ?? 0, continued }));
        });
        req.on('error', reject);
        req.flushHeaders();
      });

    it('refuses before inviting the body, and invites it when the checks pass', async () => {
      const t = await start({ ratePerMinute: 1 });
      try {
        const url = `${t.service.url}${SUBMIT_PATH}`;
        const { body, contentType } = multipartBody(competitionParts());
        const headers = { Origin: ORIGIN, 'Content-Type': contentType };
        expect(await postExpecting(url, body, headers)).toEqual({ status: 201, continued: true });
        expect(await postExpecting(url, body, headers)).toEqual({ status: 429, continued: false });
        expect(
          await postExpecting(url, body, { ...headers, Origin: 'https://evil.example' }),
        ).toEqual({ status: 403, continued: false });
      } finally {
        await t.stop();
      }
    });
  });
});
