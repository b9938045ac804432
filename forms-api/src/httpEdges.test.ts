import net from 'node:net';
import { PassThrough, Writable } from 'node:stream';
import { readdirSync, readlinkSync } from 'node:fs';
import type { IncomingMessage } from 'node:http';
import { createLogger } from './logger';
import { parseMultipart } from './multipart';
import { SUBMIT_PATH } from './service';
import { competitionParts, multipartBody, SAMPLE } from './testing/multipartBody';
import { post } from './testing/post';
import { ENGINES, ORIGIN, startTestService } from './testing/testService';

jest.setTimeout(60_000);

/** Sends raw bytes and resolves with everything the service answers before closing. */
function rawExchange(url: string, bytes: string | Buffer): Promise<string> {
  return new Promise((resolve, reject) => {
    const socket = net.connect(Number(new URL(url).port), '127.0.0.1', () => socket.write(bytes));
    const chunks: Buffer[] = [];
    socket.on('data', (c: Buffer) => chunks.push(c));
    socket.on('end', () => resolve(Buffer.concat(chunks).toString('latin1')));
    socket.on('error', reject);
  });
}

/** A competition entry whose file part carries `extra` header lines beyond its two own. */
function entryWithPartHeaders(extra: number) {
  const { body, contentType } = multipartBody(competitionParts(), 'XyZ');
  const text = body.toString('latin1');
  const marker = 'Content-Type: image/png\r\n';
  const padding = Array.from({ length: extra }, (_, i) => `X-Extra-${i}: x\r\n`).join('');
  return {
    body: Buffer.from(text.replace(marker, marker + padding), 'latin1'),
    contentType,
  };
}

describe.each(ENGINES)('on %s', (engine) => {
  const start: typeof startTestService = (overrides, options) =>
    startTestService(overrides, { ...options, engine });

  let t: Awaited<ReturnType<typeof startTestService>>;
  beforeAll(async () => {
    t = await start();
  });
  afterAll(() => t.stop());

  const postRaw = (body: Buffer, contentType: string) =>
    post(`${t.service.url}${SUBMIT_PATH}`, body, { Origin: ORIGIN, 'Content-Type': contentType });

  describe('HTTP edges', () => {
    it('refuses a urlencoded body (415) without storing it', async () => {
      const answer = await postRaw(
        Buffer.from('form_id=colouring_competition&name=Ada&email=a%40example.com'),
        'application/x-www-form-urlencoded',
      );
      expect([answer.status, answer.json.error]).toEqual([415, 'unsupported_media_type']);
    });

    it('allows 20 header lines in a part and refuses 21 (413)', async () => {
      // The file part has Content-Disposition and Content-Type of its own.
      const twenty = entryWithPartHeaders(18);
      expect((await postRaw(twenty.body, twenty.contentType)).status).toBe(201);
      const more = entryWithPartHeaders(19);
      const refused = await postRaw(more.body, more.contentType);
      expect([refused.status, refused.json.error]).toEqual([413, 'rejected']);
    });

    it('answers malformed HTTP with JSON 400 and oversized headers with JSON 431', async () => {
      const garbage = await rawExchange(t.service.url, 'NOT HTTP AT ALL\r\n\r\n');
      expect(garbage).toMatch(/^HTTP\/1\.1 400 /);
      expect(garbage).toMatch(/Content-Type: application\/json/i);
      expect(JSON.parse(garbage.slice(garbage.indexOf('\r\n\r\n') + 4))).toMatchObject({
        error: 'bad_request',
      });
      const huge = await rawExchange(
        t.service.url,
        `GET /restful_forms/health HTTP/1.1\r\nHost: x\r\nX-Big: ${'a'.repeat(20_000)}\r\n\r\n`,
      );
      expect(huge).toMatch(/^HTTP\/1\.1 431 /);
      expect(JSON.parse(huge.slice(huge.indexOf('\r\n\r\n') + 4))).toMatchObject({
        error: 'bad_request',
      });
    });

    it('has closed (and so synced) the temporary file before the parse hands it over', async () => {
      const { body, contentType } = multipartBody(
        competitionParts({}, { name: 'file', value: SAMPLE.png(300_000), filename: 'd.png' }),
      );
      // The request as the parser sees it: a stream with headers, complete once it has ended.
      const stream = Object.assign(new PassThrough(), {
        headers: { 'content-type': contentType },
        complete: false,
      });
      stream.once('end', () => (stream.complete = true));
      const req = stream as unknown as IncomingMessage;
      const parsing = parseMultipart(req, t.service.store.tmpDir, new AbortController().signal);
      stream.end(body);
      const parsed = await parsing;
      if (!parsed.ok || !parsed.file) throw new Error('expected a file');
      const open = readdirSync('/proc/self/fd').flatMap((fd) => {
        try {
          return [readlinkSync(`/proc/self/fd/${fd}`)];
        } catch {
          return [];
        }
      });
      expect(open).not.toContain(parsed.file.tempPath);
    });
  });

  describe('access log', () => {
    it('writes one JSON line per request with its id, and nothing a visitor typed', async () => {
      const lines: Record<string, unknown>[] = [];
      const sink = new Writable({
        write(chunk: Buffer, _encoding, done) {
          for (const line of chunk.toString().split('\n').filter(Boolean))
            lines.push(JSON.parse(line) as Record<string, unknown>);
          done();
        },
      });
      const logged = await start({}, { log: createLogger('info', sink) });
      try {
        const answer = await logged.submit(
          competitionParts({ name: 'Ada Secretname', email: 'private.person@example.com' }),
          { 'X-Request-Id': 'req-42' },
        );
        expect(answer.status).toBe(201);
        expect(answer.headers['x-request-id']).toBe('req-42');
        await logged.submit(competitionParts({ captcha: 'fail' }));
        await new Promise((resolve) => setTimeout(resolve, 50));
        const access = lines.filter((line) => line.msg === 'access');
        expect(access).toHaveLength(2);
        expect(access[0]).toMatchObject({
          requestId: 'req-42',
          method: 'POST',
          path: SUBMIT_PATH,
          status: 201,
          formId: 'colouring_competition',
          aborted: false,
        });
        expect(access[1]).toMatchObject({ status: 403, refused: 'captcha' });
        expect(access[1]!.requestId).toMatch(/^[0-9a-f-]{36}$/);
        const text = JSON.stringify(lines);
        expect(text).not.toMatch(/Secretname|private\.person|127\.0\.0\.1/);
      } finally {
        await logged.stop();
      }
    });
  });
});
