import { EventEmitter } from 'node:events';
import nodemailer, { type Transporter } from 'nodemailer';
import type { Logger } from './logger';
import { allRows, firstRow } from './sql';
import type { SubmissionStore } from './store';

interface OutboxRow {
  id: number;
  submission: string | null;
  recipient: string;
  subject: string;
  body: string;
  attach: number;
  attempts: number;
  stored_name: string | null;
  original_name: string | null;
  file_type: string | null;
}

const MAX_DELAY_MS = 60 * 60 * 1000;

/**
 * Sends the queued mail (of stored submissions, and alerts to the operators) by SMTP. A failed send stays in the outbox with
 * its next attempt delayed (doubling from `retryBaseMs`, at most an hour), so an SMTP outage
 * delays mail and loses none, also across restarts. Without SMTP configured nothing is sent and
 * the mail waits in the outbox (the staff command shows the submissions either way).
 * Emits 'sent' (outbox id) and 'failed' (outbox id, error).
 */
export class Outbox extends EventEmitter {
  private transport: Transporter | null;
  private timer: NodeJS.Timeout | null = null;
  private running: Promise<void> | null = null;
  private again = false;

  constructor(
    private readonly store: SubmissionStore,
    private readonly options: {
      smtpUrl: string;
      from: string;
      retryBaseMs: number;
      log: Logger;
      pollMs?: number;
      now?: () => number;
    },
  ) {
    super();
    this.transport = options.smtpUrl
      ? nodemailer.createTransport(options.smtpUrl, {
          connectionTimeout: 10_000,
          greetingTimeout: 10_000,
          socketTimeout: 30_000,
        } as object)
      : null;
  }

  start(): void {
    if (!this.transport || this.timer) return;
    const poll = this.options.pollMs ?? Math.min(this.options.retryBaseMs, 10_000);
    this.timer = setInterval(() => this.kick(), poll);
    this.timer.unref();
    this.kick();
  }

  /** Sends what is due now (coalesces calls while a run is going). */
  kick(): void {
    if (!this.transport) return;
    if (this.running) {
      this.again = true;
      return;
    }
    this.running = this.runOnce()
      .catch((error: unknown) => this.options.log.error({ err: error }, 'outbox run failed'))
      .finally(() => {
        this.running = null;
        if (this.again) {
          this.again = false;
          this.kick();
        }
      });
  }

  pending(): number {
    return firstRow<{ pending: number }>(
      this.store.db,
      'SELECT count(*) AS pending FROM outbox WHERE sent_at IS NULL',
    )!.pending;
  }

  /** How long the oldest mail not yet sent has waited (ms); 0 when none waits. */
  oldestPendingMs(now: number = (this.options.now ?? Date.now)()): number {
    const oldest = firstRow<{ queued: number | null }>(
      this.store.db,
      'SELECT MIN(queued_at) AS queued FROM outbox WHERE sent_at IS NULL',
    )?.queued;
    return oldest == null ? 0 : Math.max(0, now - oldest);
  }

  private async runOnce(): Promise<void> {
    const now = (this.options.now ?? Date.now)();
    const due = allRows<OutboxRow>(
      this.store.db,
      `SELECT o.*, s.stored_name, s.original_name, s.file_type FROM outbox o
       LEFT JOIN submissions s ON s.id = o.submission
       WHERE o.sent_at IS NULL AND o.next_attempt_at <= ? ORDER BY o.id LIMIT 50`,
      now,
    );
    for (const row of due) {
      const file = this.store.filePath(row);
      try {
        await this.transport!.sendMail({
          from: this.options.from,
          to: row.recipient,
          subject: row.subject,
          text: row.body,
          // A job application sent without a resume has nothing to attach.
          attachments:
            // Named and typed by what its own bytes are, never by what the sender said.
            row.attach && file
              ? [
                  {
                    filename: row.original_name ?? 'file',
                    path: file,
                    contentType: row.file_type ?? 'application/octet-stream',
                  },
                ]
              : [],
        });
        this.store.db
          .prepare(
            'UPDATE outbox SET sent_at = ?, attempts = attempts + 1, last_error = NULL WHERE id = ?',
          )
          .run(Date.now(), row.id);
        this.options.log.info({ outbox: row.id }, 'mail sent');
        this.emit('sent', row.id);
      } catch (error) {
        const delay = Math.min(this.options.retryBaseMs * 2 ** row.attempts, MAX_DELAY_MS);
        this.store.db
          .prepare(
            'UPDATE outbox SET attempts = attempts + 1, next_attempt_at = ?, last_error = ? WHERE id = ?',
          )
          .run(Date.now() + delay, String((error as Error).message).slice(0, 500), row.id);
        this.options.log.warn(
          // The error's code only: SMTP messages can quote addresses.
          {
            outbox: row.id,
            attempts: row.attempts + 1,
            retryInMs: delay,
            code: (error as NodeJS.ErrnoException).code ?? 'error',
          },
          'mail failed',
        );
        this.emit('failed', row.id, error);
      }
    }
  }

  async close(): Promise<void> {
    if (this.timer) clearInterval(this.timer);
    this.timer = null;
    await this.running;
    this.transport?.close();
  }
}
