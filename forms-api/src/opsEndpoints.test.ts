import { once } from 'node:events';
import { ALERT_MAIL_PATH, HEALTHZ_PATH, METRICS_PATH } from './opsEndpoints';
import { competitionParts } from './testing/multipartBody';
import { startSmtpSink } from './testing/smtpSink';
import { ENGINES, startTestService, type Engine } from './testing/testService';

jest.setTimeout(60_000);

describe.each(ENGINES)(
  "forms-api's /metrics, /healthz and alert mail (real service on loopback, %s)",
  (engine: Engine) => {
    it('counts answers and submissions by outcome, and says how long mail waits', async () => {
      const t = await startTestService({}, { engine });
      try {
        expect((await t.submit(competitionParts())).status).toBe(201);
        expect((await t.submit(competitionParts({ email: 'not an address' }))).status).toBe(422);
        const metrics = await fetch(`${t.service.url}${METRICS_PATH}`);
        expect(metrics.headers.get('content-type')).toContain('text/plain');
        const text = await metrics.text();
        expect(text).toContain(
          'forms_submissions_total{form="colouring_competition",outcome="stored",service="forms-api"} 1',
        );
        expect(text).toContain(
          'forms_submissions_total{form="colouring_competition",outcome="invalid",service="forms-api"} 1',
        );
        expect(text).toMatch(
          /forms_http_responses_total\{what="submit",status="201",service="forms-api"\} 1/,
        );
        expect(text).toMatch(/forms_outbox_pending\{service="forms-api"\} 1/);
        expect(text).toMatch(/forms_mail_configured\{service="forms-api"\} 0/);
        expect(text).toContain('process_cpu_seconds_total');
      } finally {
        await t.stop();
      }
    });

    it('is healthy with a writable database, room on disk and no mail waiting too long', async () => {
      const t = await startTestService({}, { engine });
      try {
        const answer = await fetch(`${t.service.url}${HEALTHZ_PATH}`);
        expect(answer.status).toBe(200);
        expect(await answer.json()).toMatchObject({
          status: 'ok',
          checks: [
            { name: 'database writable', ok: true },
            { name: 'disk space', ok: true },
            { name: 'outbox age', ok: true },
          ],
        });
      } finally {
        await t.stop();
      }
    });

    it('fails /healthz, naming the outbox, when mail has waited longer than allowed', async () => {
      // SMTP that refuses every connection: the mail stays in the outbox.
      const t = await startTestService(
        { smtpUrl: 'smtp://127.0.0.1:9', outboxMaxAgeMinutes: 30 },
        { engine },
      );
      try {
        await t.service.store.queueMail(
          { recipient: 'ops@example.com', subject: 'old', body: 'waiting' },
          new Date(Date.now() - 45 * 60_000),
        );
        const answer = await fetch(`${t.service.url}${HEALTHZ_PATH}`);
        expect(answer.status).toBe(503);
        const report = (await answer.json()) as {
          checks: { name: string; ok: boolean; detail: string }[];
        };
        expect(report.checks.find((check) => check.name === 'outbox age')).toEqual({
          name: 'outbox age',
          ok: false,
          detail: '1 mail waiting, the oldest for 45 min, longer than 30 min',
        });
      } finally {
        await t.stop();
      }
    });

    it('mails an alert to the operators through the outbox; never for a caller behind a proxy', async () => {
      const smtp = await startSmtpSink();
      const t = await startTestService(
        {
          smtpUrl: smtp.url,
          alertAddress: 'ops@fyshwickoutlet.example',
          mailRetryBaseMs: 100,
        },
        { engine },
      );
      try {
        const url = `${t.service.url}${ALERT_MAIL_PATH}`;
        const alert = { subject: 'Intake answering 5xx\r\nBcc: x@evil.example', text: 'figures' };
        const proxied = await fetch(url, {
          method: 'POST',
          headers: { 'Content-Type': 'application/json', 'X-Forwarded-For': '203.0.113.7' },
          body: JSON.stringify(alert),
        });
        expect(proxied.status).toBe(404);
        expect((await fetch(url, { method: 'POST', body: '{"subject": 3}' })).status).toBe(400);
        const sent = once(t.service.outbox, 'sent');
        const queued = await fetch(url, { method: 'POST', body: JSON.stringify(alert) });
        expect(queued.status).toBe(201);
        await sent;
        expect(smtp.received).toHaveLength(1);
        expect(smtp.received[0]!.to).toEqual(['ops@fyshwickoutlet.example']);
        expect(smtp.received[0]!.data).toContain('To: ops@fyshwickoutlet.example');
        expect(smtp.received[0]!.data).toContain(
          'Subject: Intake answering 5xx Bcc: x@evil.example',
        );
        expect(smtp.received[0]!.data).not.toMatch(/^Bcc:/m);
      } finally {
        await t.stop();
        await smtp.close();
      }
    });
  },
);
