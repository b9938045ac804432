import { randomUUID } from 'node:crypto';
import { EventEmitter } from 'node:events';
import nodemailer, { type Transporter } from 'nodemailer';
import type { FormsStore } from './formsStore';
import type { Logger } from './logger';

const MAX_DELAY_MS = 60 * 60 * 1000;
/**
 * How long a claimed mail is this instance's to send: far beyond one send's timeouts (10 s to
 * connect, 10 s for the greeting, 30 s of silence), so only an instance that died mid-send
 * loses it, and another sends it after this.
 */
export const MAIL_LEASE_MS = 10 * 60 * 1000;

/**
 * Sends the queued mail of stored submissions by SMTP. A failed send stays in the outbox with
 * its next attempt delayed (doubling from `retryBaseMs`, at most an hour), so an SMTP outage
 * delays mail and loses none, also across restarts. Without SMTP configured nothing is sent and
 * the mail waits in the outbox (the staff command shows the submissions either way).
 * Instances sharing a store each send only the mail they hold the lease of (`MAIL_LEASE_MS`).
 * Emits 'sent' (outbox id) and 'failed' (outbox id, error).
 */
export class Outbox extends EventEmitter {
  private transport: Transporter | null;
  private timer: NodeJS.Timeout | null = null;
  private running: Promise<void> | null = null;
  private again = false;
  /** This instance, as the holder of the leases it takes. */
  private readonly owner = randomUUID();

  constructor(
    private readonly store: FormsStore,
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

  pending(): Promise<number> {
    return this.store.pendingMail();
  }

  private async runOnce(): Promise<void> {
    const now = this.options.now ?? Date.now;
    for (;;) {
      const mail = await this.store.claimMail(now(), MAIL_LEASE_MS, this.owner);
      if (!mail) return;
      try {
        await this.transport!.sendMail({
          from: this.options.from,
          to: mail.recipient,
          subject: mail.subject,
          text: mail.body,
          // Named and typed by what its own bytes are, never by what the sender said; a job
          // application sent without a resume has nothing to attach.
          attachments: mail.attachment ? [mail.attachment] : [],
        });
      } catch (error) {
        const delay = Math.min(this.options.retryBaseMs * 2 ** mail.attempts, MAX_DELAY_MS);
        await this.store.mailFailed(
          mail.id,
          this.owner,
          Date.now() + delay,
          String((error as Error).message).slice(0, 500),
        );
        this.options.log.warn(
          // The error's code only: SMTP messages can quote addresses.
          {
            outbox: mail.id,
            attempts: mail.attempts + 1,
            retryInMs: delay,
            code: (error as NodeJS.ErrnoException).code ?? 'error',
          },
          'mail failed',
        );
        this.emit('failed', mail.id, error);
        continue;
      }
      await this.store.mailSent(mail.id, Date.now());
      this.options.log.info({ outbox: mail.id }, 'mail sent');
      this.emit('sent', mail.id);
    }
  }

  async close(): Promise<void> {
    if (this.timer) clearInterval(this.timer);
    this.timer = null;
    await this.running;
    this.transport?.close();
  }
}
