import { collectDefaultMetrics, Counter, Gauge, Registry } from 'prom-client';
import type { FreeDiskWatch } from './diskSpace';
import type { Outbox } from './outbox';

/**
 * The service's Prometheus figures (`GET /metrics` from this machine): the process's own, its
 * answers by what was asked and status, submissions by form and outcome, mail sent and failed,
 * and, read when asked, the mail waiting, how long the oldest has waited, the uploads in flight
 * and the free disk.
 */
export function formsMetrics({
  outbox,
  disk,
  uploadsInFlight,
  mailConfigured,
}: {
  outbox: Outbox;
  disk: FreeDiskWatch;
  uploadsInFlight: () => number;
  /** Without SMTP the mail waits by design: the outbox's age says nothing then. */
  mailConfigured: boolean;
}) {
  const registry = new Registry();
  registry.setDefaultLabels({ service: 'forms-api' });
  collectDefaultMetrics({ register: registry });
  const registers = [registry];
  const answers = new Counter({
    name: 'forms_http_responses_total',
    help: 'Answers by what was asked (submit, health, ops, other) and status',
    labelNames: ['what', 'status'] as const,
    registers,
  });
  const submissions = new Counter({
    name: 'forms_submissions_total',
    help: 'Submissions by form and outcome (stored, replayed, or the refusal)',
    labelNames: ['form', 'outcome'] as const,
    registers,
  });
  const mail = new Counter({
    name: 'forms_mail_total',
    help: 'Mail sending attempts by result',
    labelNames: ['result'] as const,
    registers,
  });
  outbox.on('sent', () => mail.inc({ result: 'sent' }));
  outbox.on('failed', () => mail.inc({ result: 'failed' }));
  new Gauge({
    name: 'forms_mail_configured',
    help: '1 when mail is sent by SMTP, 0 when it waits in the outbox (no FORMS_API_SMTP_URL)',
    registers,
  }).set(mailConfigured ? 1 : 0);
  new Gauge({
    name: 'forms_outbox_pending',
    help: 'Mail in the outbox not yet sent',
    registers,
    async collect() {
      this.set(await outbox.pending());
    },
  });
  new Gauge({
    name: 'forms_outbox_oldest_pending_seconds',
    help: 'Seconds the oldest mail not yet sent has waited (0 when none waits)',
    registers,
    async collect() {
      this.set((await outbox.oldestPendingMs()) / 1000);
    },
  });
  new Gauge({
    name: 'forms_uploads_in_flight',
    help: 'Uploads holding a slot',
    registers,
    collect() {
      this.set(uploadsInFlight());
    },
  });
  new Gauge({
    name: 'forms_disk_free_bytes',
    help: 'Free bytes on the data folder’s file system (last sample)',
    registers,
    collect() {
      this.set(disk.freeBytes());
    },
  });
  return {
    registry,
    answered: (what: string, status: number | null) =>
      answers.inc({ what, status: String(status ?? 'none') }),
    submitted: (form: string, outcome: string) => submissions.inc({ form, outcome }),
  };
}

export type FormsMetrics = ReturnType<typeof formsMetrics>;
