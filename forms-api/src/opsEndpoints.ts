import type { IncomingMessage, ServerResponse } from 'node:http';
import { isDirectLoopback } from './abuse';
import { sendJson } from './answers';
import type { FormsApiConfig } from './config';
import type { FreeDiskWatch } from './diskSpace';
import type { FormsMetrics } from './metrics';
import type { Outbox } from './outbox';
import { headerText } from './safeText';
import type { FormsStore } from './formsStore';

export const METRICS_PATH = '/metrics';
export const HEALTHZ_PATH = '/healthz';
/** Where the site's alerting queues a mail to the operators (deploy/ops/alerts). */
export const ALERT_MAIL_PATH = '/ops/alert-mail';
const OPS_PATHS = [METRICS_PATH, HEALTHZ_PATH, ALERT_MAIL_PATH];
const MAX_ALERT_BYTES = 16_384;

interface Check {
  name: string;
  ok: boolean;
  detail: string;
}

async function readJson(req: IncomingMessage): Promise<unknown> {
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of req) {
    size += (chunk as Buffer).length;
    if (size > MAX_ALERT_BYTES) throw new Error(`an alert is at most ${MAX_ALERT_BYTES} bytes`);
    chunks.push(chunk as Buffer);
  }
  return JSON.parse(Buffer.concat(chunks).toString('utf8'));
}

/**
 * The service's own paths for its operators, answered only to a caller on this machine talking
 * to it directly (never through nginx, which passes only /restful_forms/): `/metrics`
 * (Prometheus), `/healthz` (200 or 503: the database takes a write, the disk has room, no mail
 * waits too long) and `POST /ops/alert-mail` (`{subject, text}` queued in the outbox to
 * FORMS_API_ALERT_ADDRESS: the caller cannot choose where it goes). Returns whether the request
 * was one of them.
 */
export function opsEndpoints({
  config,
  store,
  outbox,
  disk,
  metrics,
}: {
  config: FormsApiConfig;
  store: FormsStore;
  outbox: Outbox;
  disk: FreeDiskWatch;
  metrics: FormsMetrics;
}) {
  function checks(): Promise<Check[]> {
    const check = async (name: string, run: () => string | Promise<string>): Promise<Check> => {
      try {
        return { name, ok: true, detail: await run() };
      } catch (error) {
        return { name, ok: false, detail: (error as Error).message };
      }
    };
    return Promise.all([
      check('database writable', async () => {
        await store.probeWrite(Date.now());
        return 'written';
      }),
      check('disk space', () => {
        const free = disk.freeBytes();
        const figures = `${Math.floor(free / 1048576)} MB free, at least ${Math.floor(config.minFreeDiskBytes / 1048576)} MB needed`;
        if (free < config.minFreeDiskBytes) throw new Error(figures);
        return figures;
      }),
      check('outbox age', async () => {
        const minutes = Math.floor((await outbox.oldestPendingMs()) / 60_000);
        const figures = `${await outbox.pending()} mail waiting, the oldest for ${minutes} min`;
        if (!config.smtpUrl) return `${figures} (no SMTP: mail waits by design)`;
        if (minutes >= config.outboxMaxAgeMinutes)
          throw new Error(`${figures}, longer than ${config.outboxMaxAgeMinutes} min`);
        return figures;
      }),
    ]);
  }

  async function alertMail(req: IncomingMessage, res: ServerResponse) {
    if (req.method !== 'POST')
      return sendJson(res, {
        status: 405,
        body: { error: 'method_not_allowed' },
        headers: { Allow: 'POST' },
      });
    let body: { subject?: unknown; text?: unknown };
    try {
      body = (await readJson(req)) as typeof body;
    } catch (error) {
      return sendJson(res, {
        status: 400,
        body: { error: 'rejected', message: (error as Error).message },
      });
    }
    if (typeof body?.subject !== 'string' || !body.subject.trim() || typeof body.text !== 'string')
      return sendJson(res, {
        status: 400,
        body: { error: 'rejected', message: 'expected {"subject": text, "text": text}' },
      });
    const id = await store.queueMail({
      recipient: config.alertAddress,
      subject: headerText(body.subject),
      body: body.text.slice(0, 8000),
    });
    outbox.kick();
    sendJson(res, { status: 201, body: { id } });
  }

  return (req: IncomingMessage, res: ServerResponse): boolean => {
    const pathname = (req.url ?? '/').split('?')[0]!;
    if (!OPS_PATHS.includes(pathname)) return false;
    if (!isDirectLoopback(req)) {
      sendJson(res, { status: 404, body: { error: 'not_found' } });
      return true;
    }
    const failed = (error: Error) =>
      sendJson(res, { status: 500, body: { error: 'internal', message: error.message } });
    if (pathname === ALERT_MAIL_PATH) {
      alertMail(req, res).catch(failed);
      return true;
    }
    if (req.method !== 'GET' && req.method !== 'HEAD') {
      sendJson(res, {
        status: 405,
        body: { error: 'method_not_allowed' },
        headers: { Allow: 'GET' },
      });
      return true;
    }
    if (pathname === HEALTHZ_PATH) {
      void checks().then((results) => {
        const ok = results.every((result) => result.ok);
        sendJson(res, {
          status: ok ? 200 : 503,
          body: { status: ok ? 'ok' : 'failing', checks: results },
        });
      });
      return true;
    }
    metrics.registry.metrics().then((text) => {
      res.writeHead(200, { 'Content-Type': metrics.registry.contentType });
      res.end(text);
    }, failed);
    return true;
  };
}
