import { readdirSync } from 'node:fs';
import http from 'node:http';
import net from 'node:net';
import type { AddressInfo } from 'node:net';
import { GoogleSiteverifyVerifier } from './captcha';
import { MAX_FILE_BYTES } from './config';
import { FORM_RULES } from './forms';
import type { SubmissionRow } from './formsStore';
import { HEALTH_PATH, SUBMIT_PATH } from './service';
import {
  competitionParts,
  jobParts,
  multipartBody,
  SAMPLE,
  type Part,
} from './testing/multipartBody';
import { post } from './testing/post';
import { ENGINES, ORIGIN, startTestService } from './testing/testService';

jest.setTimeout(60_000);

describe.each(ENGINES)('on %s', (engine) => {
  let t: Awaited<ReturnType<typeof startTestService>>;
  beforeAll(async () => {
    t = await startTestService({}, { engine });
  });
  afterAll(() => t.stop());

  const row = (id: unknown) => t.row(id);
  const fileOf = async (stored: SubmissionRow) => (await t.service.store.fileBytes(stored))!;

  describe('accepted submissions', () => {
    it('stores a competition entry and its PNG byte for byte, the name kept only as data', async () => {
      const bytes = SAMPLE.png(50_000);
      const answer = await t.submit(
        competitionParts(
          {},
          {
            name: 'file',
            value: bytes,
            filename: 'C:\\fakepath\\..\\my <drawing>.png',
            type: 'image/png',
          },
        ),
      );
      expect(answer.status).toBe(201);
      const stored = await row(answer.json.id);
      expect(stored.form_id).toBe('colouring_competition');
      expect(stored.original_name).toBe('my drawing.png');
      expect(stored.stored_name).toMatch(/^[0-9a-f-]{36}\.png$/);
      expect((await fileOf(stored)).equals(bytes)).toBe(true);
      expect(JSON.parse(stored.fields_json)).toMatchObject({
        name: 'Ada Lovelace',
        consent_terms: 'on',
      });
      expect(JSON.parse(stored.fields_json)).not.toHaveProperty('captcha');
      expect(answer.headers['access-control-allow-origin']).toBe(ORIGIN);
    });

    it('stores a job application and its PDF byte for byte, with its mail queued', async () => {
      const bytes = SAMPLE.pdf(120_000);
      const answer = await t.submit(
        jobParts({}, { name: 'resume', value: bytes, filename: 'cv.pdf', type: 'application/pdf' }),
      );
      expect(answer.status).toBe(201);
      const stored = await row(answer.json.id);
      expect((await fileOf(stored)).equals(bytes)).toBe(true);
      expect(JSON.parse(stored.fields_json)).toMatchObject({
        'retailer recipient': 'jobs@shoeoutlet.example',
        formId: 'sales-assistant-shoe-outlet',
      });
      const mail = await t.query('SELECT * FROM outbox WHERE submission = $1', stored.id);
      expect(mail).toHaveLength(1);
    });

    it('stores a job application without a resume (optional): no file, its mail queued', async () => {
      const withoutResume = jobParts({}).filter((p) => p.filename === undefined);
      const answer = await t.submit(withoutResume);
      expect(answer.status).toBe(201);
      const stored = await row(answer.json.id);
      expect(stored).toMatchObject({
        form_id: 'job_application',
        stored_name: null,
        original_name: null,
        file_size: null,
      });
      expect(await t.service.store.fileBytes(stored)).toBeNull();
      const mail = await t.query('SELECT attach FROM outbox WHERE submission = $1', stored.id);
      expect(mail).toHaveLength(1);
    });

    it('stores a job application without the listing form id (an older form release)', async () => {
      const answer = await t.submit(jobParts({ formId: undefined }));
      expect(answer.status).toBe(201);
      expect(JSON.parse((await row(answer.json.id)).fields_json)).not.toHaveProperty('formId');
    });

    it('takes an empty file part (a file input left empty) as no file, leaving nothing behind', async () => {
      const empty = jobParts(
        {},
        { name: 'resume', value: Buffer.alloc(0), filename: '', type: 'application/octet-stream' },
      );
      const answer = await t.submit(empty);
      expect(answer.status).toBe(201);
      expect((await row(answer.json.id)).stored_name).toBeNull();
      expect(readdirSync(t.service.store.tmpDir)).toEqual([]);
      const drawingMissing = await t.submit(
        competitionParts(
          {},
          { name: 'file', value: Buffer.alloc(0), filename: '', type: 'image/png' },
        ),
      );
      expect(drawingMissing.status).toBe(422);
      expect(drawingMissing.json.fields).toEqual([
        { field: 'file', message: 'Colouring page file is required' },
      ]);
    });

    it('accepts a JPEG for the competition', async () => {
      const answer = await t.submit(
        competitionParts(
          {},
          { name: 'file', value: SAMPLE.jpeg(), filename: 'a.jpg', type: 'image/jpeg' },
        ),
      );
      expect(answer.status).toBe(201);
    });

    it('treats a retry with the same submission id as the same submission', async () => {
      const before = await t.rows();
      const first = await t.submit(competitionParts({ submission_id: 'retry-0001-abcdef' }));
      const again = await t.submit(
        competitionParts({ submission_id: 'retry-0001-abcdef', captcha: 'spent' }),
      );
      expect(first.status).toBe(201);
      expect(again.status).toBe(200);
      expect(again.json.id).toBe(first.json.id);
      expect(again.headers['idempotent-replayed']).toBe('true');
      expect(await t.rows()).toBe(before + 1);
      expect(t.tmpFiles()).toEqual([]);
    });

    it('stores 50 concurrent submissions, every one', async () => {
      const before = await t.rows();
      const answers = await Promise.all(
        Array.from({ length: 50 }, (_, i) =>
          i % 2
            ? t.submit(jobParts({ submission_id: `concurrent-${i}-xxxxxxxx` }))
            : t.submit(competitionParts({ submission_id: `concurrent-${i}-xxxxxxxx` })),
        ),
      );
      expect(answers.map((a) => a.status)).toEqual(Array(50).fill(201));
      expect(new Set(answers.map((a) => a.json.id)).size).toBe(50);
      expect(await t.rows()).toBe(before + 50);
      for (const answer of answers) {
        const stored = await row(answer.json.id);
        expect((await fileOf(stored)).length).toBe(stored.file_size);
      }
    });
  });

  describe('refused fields', () => {
    const cases: [string, (o: Record<string, string | undefined>, f?: Part) => Part[]][] = [
      ['colouring_competition', competitionParts],
      ['job_application', jobParts],
    ];
    it.each(cases)('%s: each required field missing is named (422)', async (formId, parts) => {
      const form = FORM_RULES[formId as keyof typeof FORM_RULES];
      const required = [
        ...Object.entries(form.fields).filter(([, rule]) => rule.required),
        ...Object.entries(form.hidden).filter(
          ([name, rule]) => rule.required && name !== 'form_id',
        ),
      ].map(([name]) => name);
      expect(required.length).toBeGreaterThan(3);
      for (const field of required) {
        const answer = await t.submit(parts({ [field]: undefined }));
        expect(answer.status).toBe(422);
        expect(answer.json.fields).toEqual([expect.objectContaining({ field })]);
      }
    });

    it('colouring_competition: an entry without its drawing is refused, naming the file (422)', async () => {
      const withoutFile = competitionParts({}).filter((p) => p.filename === undefined);
      const answer = await t.submit(withoutFile);
      expect(answer.status).toBe(422);
      expect(answer.json.fields).toEqual([
        { field: 'file', message: 'Colouring page file is required' },
      ]);
    });

    it('names a bad email, and lists every failing field at once', async () => {
      const bad = await t.submit(competitionParts({ email: 'parent@' }));
      expect(bad.status).toBe(422);
      expect(bad.json.fields).toEqual([
        { field: 'email', message: "Parent's email must be a valid email address" },
      ]);
      const several = await t.submit(jobParts({ email: 'nope', phone: 'call me', full_name: '' }));
      expect(several.status).toBe(422);
      expect((several.json.fields as { field: string }[]).map((f) => f.field).sort()).toEqual(
        ['email', 'full_name', 'phone'].sort(),
      );
      expect(JSON.stringify(several.json)).not.toMatch(/at .*\.ts/);
    });

    it('refuses an unknown form and fields a form does not have', async () => {
      expect((await t.submit(competitionParts({ form_id: 'other' }))).status).toBe(422);
      const extra = await t.submit(competitionParts({ phone: '0400000000' }));
      expect(extra.json.fields).toEqual([{ field: 'phone', message: 'not a field of this form' }]);
      const listingId = await t.submit(competitionParts({ formId: 'retail-assistant-nike' }));
      expect(listingId.json.fields).toEqual([
        { field: 'formId', message: 'not a field of this form' },
      ]);
    });
  });

  describe('file types by their own bytes (415)', () => {
    it('refuses a PDF renamed .png, a PNG renamed .pdf and HTML sent as image/png', async () => {
      const pdfAsPng = await t.submit(
        competitionParts(
          {},
          { name: 'file', value: SAMPLE.pdf(), filename: 'x.png', type: 'image/png' },
        ),
      );
      expect([pdfAsPng.status, pdfAsPng.json.field]).toEqual([415, 'file']);
      const pngAsPdf = await t.submit(
        jobParts(
          {},
          { name: 'resume', value: SAMPLE.png(), filename: 'cv.pdf', type: 'application/pdf' },
        ),
      );
      expect([pngAsPdf.status, pngAsPdf.json.field]).toEqual([415, 'resume']);
      const html = await t.submit(
        competitionParts(
          {},
          { name: 'file', value: SAMPLE.html(), filename: 'x.png', type: 'image/png' },
        ),
      );
      expect([html.status, html.json.field]).toEqual([415, 'file']);
      expect(t.tmpFiles()).toEqual([]);
    });
  });

  describe('limits (413, nothing left behind)', () => {
    it('accepts exactly 10,485,760 bytes and refuses one more, three times in a row', async () => {
      for (let round = 0; round < 3; round += 1) {
        const rows = await t.rows();
        const files = await t.storedFiles();
        const exact = await t.submit(
          competitionParts(
            {},
            {
              name: 'file',
              value: SAMPLE.png(MAX_FILE_BYTES),
              filename: 'big.png',
              type: 'image/png',
            },
          ),
        );
        expect(exact.status).toBe(201);
        expect((await row(exact.json.id)).file_size).toBe(10_485_760);
        const over = await t.submit(
          competitionParts(
            {},
            {
              name: 'file',
              value: SAMPLE.png(MAX_FILE_BYTES + 1),
              filename: 'big.png',
              type: 'image/png',
            },
          ),
        );
        expect(over.status).toBe(413);
        expect(over.json.field).toBe('file');
        expect(await t.rows()).toBe(rows + 1);
        expect(await t.storedFiles()).toBe(files + 1);
        expect(t.tmpFiles()).toEqual([]);
      }
    });

    it('refuses too many files, naming the extra one', async () => {
      const parts = [
        ...competitionParts(),
        { name: 'file2', value: SAMPLE.png(), filename: 'b.png', type: 'image/png' },
      ];
      const answer = await t.submit(parts);
      expect([answer.status, answer.json.field]).toEqual([413, 'file2']);
      expect(t.tmpFiles()).toEqual([]);
    });

    it('refuses a huge text field, too many fields and a long field name, naming each', async () => {
      const huge = await t.submit(competitionParts({ name: 'x'.repeat(1_000_000) }));
      expect([huge.status, huge.json.field]).toEqual([413, 'name']);
      const many = await t.submit([
        ...Array.from({ length: 25 }, (_, i) => ({ name: `f${i}`, value: 'v' })),
        ...competitionParts(),
      ]);
      expect([many.status, many.json.field]).toEqual([413, 'f20']);
      const longName = await t.submit([
        { name: 'n'.repeat(300), value: 'v' },
        ...competitionParts(),
      ]);
      expect(longName.status).toBe(413);
      expect(t.tmpFiles()).toEqual([]);
    });

    it('refuses a declared body larger than any acceptable one without reading it', async () => {
      const answer = await rawHead(t.service.url, 50 * 1024 * 1024);
      expect(answer).toMatch(/^HTTP\/1.1 413/);
      expect(t.tmpFiles()).toEqual([]);
    });
  });

  describe('malformed bodies', () => {
    it('answers 400 for malformed and truncated multipart, 415 for a body that is not multipart', async () => {
      const { body, contentType } = multipartBody(competitionParts());
      const headers = { Origin: ORIGIN, 'Content-Type': contentType };
      const url = `${t.service.url}${SUBMIT_PATH}`;
      const truncated = await post(url, body.subarray(0, body.length - 40), headers);
      expect(truncated.status).toBe(400);
      const garbage = await post(url, Buffer.from('--nonsense\r\nhello\r\n'), headers);
      expect(garbage.status).toBe(400);
      const json = await post(url, Buffer.from('{}'), {
        Origin: ORIGIN,
        'Content-Type': 'application/json',
      });
      expect(json.status).toBe(415);
      // A part whose Content-Disposition has no name (found by the property-based run).
      const nameless = Buffer.from(
        body.toString('latin1').replace('name="captcha"', 'ame="captcha"'),
        'latin1',
      );
      expect((await post(url, nameless, headers)).status).toBe(400);
      expect(t.tmpFiles()).toEqual([]);
    });
  });

  describe('captcha', () => {
    it('refuses a failed token (403) and a missing one (422)', async () => {
      const failed = await t.submit(competitionParts({ captcha: 'fail' }));
      expect([failed.status, failed.json.field]).toEqual([403, 'captcha']);
      const missing = await t.submit(competitionParts({ captcha: undefined }));
      expect(missing.status).toBe(422);
      expect(missing.json.fields).toEqual([{ field: 'captcha', message: 'required' }]);
    });

    it('refuses a stale token and fails closed (503) when siteverify does not answer', async () => {
      let answer: unknown = null;
      const google = http.createServer((req, res) => {
        req.resume();
        req.on('end', () => {
          if (answer) res.end(JSON.stringify(answer));
        });
      });
      await new Promise<void>((resolve) => google.listen(0, '127.0.0.1', resolve));
      const endpoint = `http://127.0.0.1:${(google.address() as AddressInfo).port}/`;
      const g = await startTestService(
        {},
        {
          captcha: new GoogleSiteverifyVerifier({
            secret: 's',
            hostnames: ['site.test'],
            maxAgeSeconds: 300,
            timeoutMs: 500,
            endpoint,
          }),
          engine,
        },
      );
      try {
        answer = {
          success: true,
          hostname: 'site.test',
          challenge_ts: new Date(Date.now() - 600_000).toISOString(),
        };
        const stale = await g.submit(competitionParts());
        expect([stale.status, stale.json.reason]).toEqual([403, 'stale']);
        answer = { success: false };
        expect((await g.submit(competitionParts())).status).toBe(403);
        answer = null;
        const silent = await g.submit(competitionParts());
        expect([silent.status, silent.json.error]).toEqual([503, 'captcha_unavailable']);
        answer = { success: true, hostname: 'site.test', challenge_ts: new Date().toISOString() };
        expect((await g.submit(competitionParts())).status).toBe(201);
        expect(await g.rows()).toBe(1);
        expect(g.tmpFiles()).toEqual([]);
      } finally {
        await g.stop();
        google.closeAllConnections();
        google.close();
      }
    });
  });

  describe('origin, headers and abuse limits', () => {
    it('refuses a foreign or missing origin (403, no CORS headers) and answers the preflight', async () => {
      const foreign = await t.submit(competitionParts(), { Origin: 'https://evil.example' });
      expect(foreign.status).toBe(403);
      expect(foreign.headers['access-control-allow-origin']).toBeUndefined();
      const { body, contentType } = multipartBody(competitionParts());
      const none = await post(`${t.service.url}${SUBMIT_PATH}`, body, {
        'Content-Type': contentType,
      });
      expect(none.status).toBe(403);
      const preflight = await post(
        `${t.service.url}${SUBMIT_PATH}`,
        Buffer.alloc(0),
        { Origin: ORIGIN },
        { method: 'OPTIONS' },
      );
      expect(preflight.status).toBe(204);
      expect(preflight.headers['access-control-allow-origin']).toBe(ORIGIN);
    });

    it('sends security headers and never a cookie; health answers; unknown paths 404', async () => {
      const answer = await t.submit(competitionParts());
      expect(answer.headers['x-content-type-options']).toBe('nosniff');
      expect(answer.headers['content-security-policy']).toContain("default-src 'none'");
      expect(answer.headers['cache-control']).toBe('no-store');
      expect(answer.headers['set-cookie']).toBeUndefined();
      const health = await fetch(`${t.service.url}${HEALTH_PATH}`);
      expect(health.status).toBe(200);
      expect(await health.json()).toMatchObject({ status: 'ok' });
      expect((await fetch(`${t.service.url}/elsewhere`)).status).toBe(404);
    });

    it('rate limits per client before reading the body (429 with Retry-After)', async () => {
      const limited = await startTestService({ ratePerMinute: 2 }, { engine });
      try {
        expect((await limited.submit(competitionParts())).status).toBe(201);
        expect((await limited.submit(competitionParts())).status).toBe(201);
        // Headers only, the body never sent: the answer still comes.
        const answer = await rawHead(limited.service.url, 5000);
        expect(answer).toMatch(/^HTTP\/1.1 429/);
        expect(answer).toMatch(/Retry-After: \d+/i);
      } finally {
        await limited.stop();
      }
    });

    it('caps uploads in flight (503) and refuses below the free-disk floor (507)', async () => {
      const capped = await startTestService({ maxUploadsInFlight: 1 }, { engine });
      const stalled = net.connect(Number(new URL(capped.service.url).port), '127.0.0.1');
      try {
        const started = new Promise((resolve) =>
          capped.service.events.once('upload-started', resolve),
        );
        stalled.write(requestHead(capped.service.url, 5000) + '--b\r\n');
        await started;
        const busy = await capped.submit(competitionParts());
        expect([busy.status, busy.headers['retry-after']]).toEqual([503, '5']);
      } finally {
        stalled.destroy();
        await capped.stop();
      }
      const full = await startTestService(
        { minFreeDiskBytes: Number.MAX_SAFE_INTEGER },
        { engine },
      );
      try {
        expect((await full.submit(competitionParts())).status).toBe(507);
        expect(await full.rows()).toBe(0);
      } finally {
        await full.stop();
      }
    });

    it('closes the connection of a client that stops sending, leaving nothing behind', async () => {
      const slow = await startTestService(
        { idleTimeoutMs: 300, requestTimeoutMs: 1_000 },
        { engine },
      );
      try {
        const socket = net.connect(Number(new URL(slow.service.url).port), '127.0.0.1');
        const closed = new Promise((resolve) => socket.on('close', resolve));
        socket.on('error', () => {});
        const { body } = multipartBody(competitionParts(), 'b');
        socket.write(
          Buffer.concat([
            Buffer.from(requestHead(slow.service.url, body.length)),
            body.subarray(0, body.length - 100),
          ]),
        );
        await closed;
        await until(() => slow.tmpFiles().length === 0);
        expect(await slow.rows()).toBe(0);
      } finally {
        await slow.stop();
      }
    });
  });
});

function requestHead(url: string, length: number): string {
  return (
    `POST ${SUBMIT_PATH} HTTP/1.1\r\nHost: ${new URL(url).host}\r\nOrigin: ${ORIGIN}\r\n` +
    `Content-Type: multipart/form-data; boundary=b\r\nContent-Length: ${length}\r\n\r\n`
  );
}

/** Sends only a request's head and resolves with the start of whatever the service answers. */
function rawHead(url: string, length: number): Promise<string> {
  return new Promise((resolve, reject) => {
    const socket = net.connect(Number(new URL(url).port), '127.0.0.1', () =>
      socket.write(requestHead(url, length)),
    );
    socket.once('data', (data) => {
      resolve(data.toString('latin1'));
      socket.destroy();
    });
    socket.on('error', reject);
  });
}

/** Polls a condition every 20 ms (the service cleans up asynchronously after closing). */
async function until(condition: () => boolean, timeoutMs = 5_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (!condition()) {
    if (Date.now() > deadline) throw new Error('condition not met in time');
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}
