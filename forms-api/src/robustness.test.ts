import { spawn, type ChildProcess } from 'node:child_process';
import { createHash } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import fc from 'fast-check';
import { HEALTH_PATH, SUBMIT_PATH } from './service';
import { openFormsStore } from './openStore';
import { competitionParts, jobParts, multipartBody, SAMPLE } from './testing/multipartBody';
import { post } from './testing/post';
import { startSmtpSink } from './testing/smtpSink';
import { ENGINES, migratedTestDatabase, ORIGIN, startTestService } from './testing/testService';

jest.setTimeout(120_000);

describe.each(ENGINES)('on %s', (engine) => {
  const start: typeof startTestService = (overrides, options) =>
    startTestService(overrides, { ...options, engine });

  describe('mangled multipart bodies (property-based)', () => {
    it('answers a thousand mangled bodies without a server error or leftovers, and stays healthy', async () => {
      const t = await start();
      try {
        const { body, contentType } = multipartBody(competitionParts({}, undefined), 'XyZb');
        const url = `${t.service.url}${SUBMIT_PATH}`;
        const mangle = fc.oneof(
          // cut anywhere
          fc.nat({ max: body.length - 1 }).map((end) => body.subarray(0, end)),
          // flip, insert or delete bytes at random places
          fc
            .array(
              fc.record({
                at: fc.nat({ max: body.length - 1 }),
                kind: fc.constantFrom('flip', 'insert', 'delete'),
                byte: fc.integer({ min: 0, max: 255 }),
              }),
              { minLength: 1, maxLength: 8 },
            )
            .map((edits) => {
              let bytes = Buffer.from(body);
              for (const { at, kind, byte } of edits) {
                const i = Math.min(at, bytes.length - 1);
                if (kind === 'flip') bytes[i] = byte;
                else if (kind === 'insert')
                  bytes = Buffer.concat([
                    bytes.subarray(0, i),
                    Buffer.from([byte]),
                    bytes.subarray(i),
                  ]);
                else bytes = Buffer.concat([bytes.subarray(0, i), bytes.subarray(i + 1)]);
              }
              return bytes;
            }),
          // arbitrary bytes
          fc.uint8Array({ maxLength: 2000 }).map((a) => Buffer.from(a)),
        );
        const statuses = new Set<number>();
        await fc.assert(
          fc.asyncProperty(mangle, fc.boolean(), async (bytes, keepType) => {
            const answer = await post(url, bytes, {
              Origin: ORIGIN,
              'Content-Type': keepType ? contentType : 'multipart/form-data; boundary=other',
            });
            statuses.add(answer.status);
            // A mangled body may still be a valid one (a flipped byte inside a value): 201 then.
            expect([201, 400, 403, 413, 415, 422]).toContain(answer.status);
            expect(JSON.stringify(answer.json)).not.toMatch(/\bat .*\.(ts|js):\d+/);
          }),
          { numRuns: 1000 },
        );
        expect(statuses.has(400)).toBe(true);
        const health = await fetch(`${t.service.url}${HEALTH_PATH}`);
        expect(health.status).toBe(200);
        expect(t.tmpFiles()).toEqual([]);
        // Every stored file is referenced by a row.
        expect(await t.storedFiles()).toBe(await t.rows());
      } finally {
        await t.stop();
      }
    });
  });

  describe('mail outbox', () => {
    it('delivers mail once the SMTP server comes back, losing none', async () => {
      // Reserve a port, then close it: the service's SMTP server is "down" until it listens again.
      const down = await startSmtpSink();
      await down.close();

      const t = await start({
        smtpUrl: down.url,
        mailRetryBaseMs: 200,
        centreAddress: 'centre@fyshwickoutlet.example',
        recipientAllowlist: ['@shoeoutlet.example'],
      });
      try {
        const failed = new Promise((resolve) => t.service.outbox.once('failed', resolve));
        expect((await t.submit(jobParts())).status).toBe(201);
        expect((await t.submit(competitionParts())).status).toBe(201);
        await failed;
        expect(await t.service.outbox.pending()).toBe(2);
        expect(down.received).toHaveLength(0);

        const back = await startSmtpSink({ port: down.port });
        const received = back.received;
        try {
          const deadline = Date.now() + 20_000;
          while ((await t.service.outbox.pending()) > 0 && Date.now() < deadline)
            await new Promise((resolve) => setTimeout(resolve, 50));
          expect(await t.service.outbox.pending()).toBe(0);
          expect(received.map((m) => m.to[0]).sort()).toEqual([
            'centre@fyshwickoutlet.example',
            'jobs@shoeoutlet.example',
          ]);
          const job = received.find((m) => m.to[0] === 'jobs@shoeoutlet.example')!;
          expect(job.data).toContain('Job application: Sales Assistant at Shoe Outlet');
          expect(job.data).toContain('filename=resume.pdf');
        } finally {
          await back.close();
        }
      } finally {
        await t.stop();
      }
    });
  });

  describe('crash safety', () => {
    const startChild = (dataDir: string, databaseUrl: string | null) =>
      new Promise<{ child: ChildProcess; url: string }>((resolve, reject) => {
        // node itself with tsx's loader, not the tsx wrapper: SIGKILL would reach only the wrapper
        // and leave the service running. The `source` condition reads the shared rules' source.
        const child = spawn(
          process.execPath,
          ['--conditions=source', '--import', 'tsx', path.join(__dirname, 'main.ts')],
          {
            cwd: path.join(__dirname, '..'),
            env: {
              ...process.env,
              FORMS_API_PORT: '0',
              FORMS_API_DATA_DIR: dataDir,
              FORMS_API_ALLOWED_ORIGINS: ORIGIN,
              FORMS_API_RATE_PER_MINUTE: '100000',
              FORMS_API_MIN_FREE_BYTES: '0',
              ...(databaseUrl ? { DATABASE_URL: databaseUrl } : {}),
            },
            stdio: ['ignore', 'pipe', 'inherit'],
          },
        );
        let out = '';
        child.stdout!.on('data', (c: Buffer) => {
          out += c.toString();
          const url = /listening on (http:\/\/[^\s"]+)/.exec(out)?.[1];
          if (url) resolve({ child, url });
        });
        child.once('exit', (code) => reject(new Error(`forms-api exited early (${code})`)));
      });

    it('keeps every submission that got a 201 whole after a SIGKILL mid-stream', async () => {
      const dataDir = mkdtempSync(path.join(os.tmpdir(), 'forms-api-crash-'));
      const database = engine === 'postgres' ? await migratedTestDatabase() : undefined;
      const databaseUrl = database?.url ?? null;
      try {
        const first = await startChild(dataDir, databaseUrl);
        const accepted: { id: string; sha256: string; size: number }[] = [];
        let killed = false;
        const sender = async (n: number) => {
          for (let i = 0; !killed; i += 1) {
            const bytes = SAMPLE.png(200_000 + ((i * 7919 + n) % 300_000));
            const { body, contentType } = multipartBody(
              competitionParts(
                { submission_id: `crash-${n}-${i}-xxxxxxxx` },
                { name: 'file', value: bytes, filename: 'd.png', type: 'image/png' },
              ),
            );
            try {
              const answer = await post(`${first.url}${SUBMIT_PATH}`, body, {
                Origin: ORIGIN,
                'Content-Type': contentType,
              });
              if (answer.status === 201)
                accepted.push({
                  id: answer.json.id as string,
                  sha256: createHash('sha256').update(bytes).digest('hex'),
                  size: bytes.length,
                });
            } catch {
              // the connection died with the service
            }
          }
        };
        const senders = [0, 1, 2, 3].map(sender);
        while (accepted.length < 20) await new Promise((resolve) => setTimeout(resolve, 10));
        const exited = new Promise((resolve) => first.child.once('exit', resolve));
        first.child.kill('SIGKILL');
        await exited;
        killed = true;
        await Promise.all(senders);

        const second = await startChild(dataDir, databaseUrl);
        try {
          const health = await fetch(`${second.url}${HEALTH_PATH}`);
          expect(health.status).toBe(200);
          const store = await openFormsStore({ dataDir, databaseUrl }, { readonly: true });
          try {
            for (const { id, sha256, size } of accepted) {
              const row = await store.submission(id);
              expect(row).toBeDefined();
              const bytes = (await store.fileBytes(row!))!;
              expect([bytes.length, row!.file_size]).toEqual([size, size]);
              expect(createHash('sha256').update(bytes).digest('hex')).toBe(sha256);
            }
            // Nothing half-written: every row's file exists whole.
            const rows = await store.select({});
            expect(rows.length).toBeGreaterThanOrEqual(accepted.length);
            for (const row of rows) {
              const bytes = (await store.fileBytes(row))!;
              expect(createHash('sha256').update(bytes).digest('hex')).toBe(row.file_sha256);
            }
          } finally {
            await store.close();
          }
        } finally {
          second.child.kill('SIGTERM');
          await new Promise((resolve) => second.child.once('exit', resolve));
        }
      } finally {
        rmSync(dataDir, { recursive: true, force: true });
        await database?.drop();
      }
    });
  });
});
