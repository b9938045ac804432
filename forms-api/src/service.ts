import { EventEmitter } from 'node:events';
import { rm } from 'node:fs/promises';
import http, { type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo, Socket } from 'node:net';
import { clientAddress, isDirectLoopback } from './abuse';
import { acceptSubmission } from './acceptSubmission';
import { answerBadHttp } from './answerBadHttp';
import { answerUnread, SECURITY_HEADERS, sendJson, type Reply } from './answers';
import {
  GoogleSiteverifyVerifier,
  OfflineTestOnlyCaptchaVerifier,
  type CaptchaVerifier,
} from './captcha';
import { assertSafeForProduction, type FormsApiConfig } from './config';
import { FreeDiskWatch } from './diskSpace';
import type { FormsStore } from './formsStore';
import { MAX_BODY_BYTES } from './limits';
import { createLogger, logAccess, requestIdOf, type Logger } from './logger';
import { formsMetrics } from './metrics';
import { parseMultipart, type TempFile } from './multipart';
import { openFormsStore } from './openStore';
import { opsEndpoints } from './opsEndpoints';
import { Outbox } from './outbox';
import { isFormId } from './forms';
import { REFUSALS } from './refusals';
import { isStoreUnavailable } from './storeUnavailable';
import { UploadSlots } from './slots';

export const SUBMIT_PATH = '/restful_forms/submitForm';
export const HEALTH_PATH = '/restful_forms/health';

export interface FormsService {
  server: http.Server;
  store: FormsStore;
  outbox: Outbox;
  /** 'upload-started' when a body starts being read; tests wait on it instead of sleeping. */
  events: EventEmitter;
  url: string;
  /** Uploads holding a slot now. */
  uploadsInFlight(): number;
  close(): Promise<void>;
}

export function createCaptchaVerifier(config: FormsApiConfig): CaptchaVerifier {
  return config.captchaVerifier === 'google'
    ? new GoogleSiteverifyVerifier({
        secret: config.recaptchaSecret,
        hostnames: config.recaptchaHostnames,
        maxAgeSeconds: config.captchaMaxAgeSeconds,
        timeoutMs: config.captchaTimeoutMs,
      })
    : new OfflineTestOnlyCaptchaVerifier();
}

/** Starts the intake service (listening on `config.host`:`config.port`, 0 for any free port). */
export async function startFormsService(
  config: FormsApiConfig,
  {
    captcha = createCaptchaVerifier(config),
    log = createLogger(config.logLevel),
  }: { captcha?: CaptchaVerifier; log?: Logger } = {},
): Promise<FormsService> {
  assertSafeForProduction(config);
  const store = await openFormsStore(config);
  const outbox = new Outbox(store, {
    smtpUrl: config.smtpUrl,
    from: config.mailFrom,
    retryBaseMs: config.mailRetryBaseMs,
    log,
  });
  const events = new EventEmitter();
  const rate = store.rateCounter(config.ratePerMinute);
  const slots = new UploadSlots(config.maxUploadsInFlight, config.maxUploadsPerClient);
  const disk = new FreeDiskWatch(config.dataDir);
  const accept = acceptSubmission({ config, store, outbox, captcha, disk });
  const metrics = formsMetrics({
    outbox,
    disk,
    uploadsInFlight: () => slots.count(),
    mailConfigured: Boolean(config.smtpUrl),
  });
  const ops = opsEndpoints({ config, store, outbox, disk, metrics });

  const corsHeaders = (origin: string): Record<string, string> => ({
    'Access-Control-Allow-Origin': origin,
    'Access-Control-Allow-Methods': 'POST',
    'Access-Control-Allow-Headers': 'Content-Type',
    'Access-Control-Max-Age': '600',
    Vary: 'Origin',
  });

  /** What the access line says about a submission besides the request itself. */
  interface Outcome {
    formId?: string;
    refused?: string;
  }

  /**
   * Checks from the request line and headers alone (and the client's rate, `wait`), before any
   * body is read and before `100 Continue`: synchronous from the slot on, so the slot's listener
   * exists as soon as it is taken. Returns the upload's slot, or the refusal.
   */
  function admit(req: IncomingMessage, client: string, wait: number): (() => void) | Reply {
    if (wait > 0)
      return {
        status: 429,
        body: { error: 'too_many_requests', message: 'Too many submissions, try again later' },
        headers: { 'Retry-After': String(wait) },
      };
    const declared = Number(req.headers['content-length'] ?? 0);
    if (declared > MAX_BODY_BYTES) return REFUSALS.tooLarge;
    if (disk.freeBytes() - declared < config.minFreeDiskBytes) return REFUSALS.noSpace;
    const slot = slots.acquire(client);
    if (slot === 'busy') return REFUSALS.busy;
    if (slot === 'busy_client') return REFUSALS.busyClient;
    return slot;
  }

  async function submit(
    req: IncomingMessage,
    res: ServerResponse,
    cors: Record<string, string>,
    expectsContinue: boolean,
    outcome: Outcome,
  ) {
    const client = clientAddress(req, config.trustProxy);
    const gone = new AbortController();
    res.once('close', () => gone.abort());
    const refuse = (refusal: Reply) => {
      outcome.refused = (refusal.body as { error: string }).error;
      return answerUnread(req, res, withCors(refusal, cors), { expectsContinue });
    };
    if (!/^multipart\/form-data\b/i.test(req.headers['content-type'] ?? ''))
      return refuse(REFUSALS.notMultipart);
    // Counted where every instance sees it: a round trip to PostgreSQL when it is shared.
    const wait = await rate.take(client);
    if (gone.signal.aborted) return;
    const admitted = admit(req, client, wait);
    if (typeof admitted !== 'function') return refuse(admitted);
    // The slot belongs to the answer: it is given back when the answer is done or the
    // connection is gone, whichever path got there.
    res.once('close', admitted);
    if (expectsContinue) res.writeContinue();
    events.emit('upload-started');
    const parsed = await parseMultipart(req, store.tmpDir, gone.signal);
    if (!parsed.ok) {
      outcome.refused = 'rejected';
      const reply = {
        status: parsed.status,
        body: { error: 'rejected', field: parsed.field ?? null, message: parsed.message },
      };
      return answerUnread(req, res, withCors(reply, cors));
    }
    let file: TempFile | undefined = parsed.file;
    let reply: Reply;
    try {
      // An empty file part is a file input left empty (a browser sends one without scripts).
      const chosen = file && file.size > 0 ? file : undefined;
      outcome.formId = parsed.fields.form_id;
      const accepted = await accept(parsed.fields, parsed.repeated, chosen, client);
      reply = accepted.reply;
      if (accepted.stored && chosen) file = undefined;
      if (reply.status >= 400) outcome.refused = (reply.body as { error: string }).error;
    } finally {
      if (file) await rm(file.tempPath, { force: true });
    }
    sendJson(res, withCors(reply, cors));
  }

  const withCors = (reply: Reply, cors: Record<string, string>): Reply => ({
    ...reply,
    headers: { ...cors, ...reply.headers },
  });

  /**
   * Health for load balancers: `{status}`. The counts (uploads in flight, mail waiting) are only
   * for a caller on this machine reaching the service directly: from outside they would tell an
   * attacker when the slots are nearly full.
   */
  async function health(req: IncomingMessage, res: ServerResponse) {
    if (req.method !== 'GET' && req.method !== 'HEAD')
      return sendJson(res, {
        status: 405,
        body: { error: 'method_not_allowed' },
        headers: { Allow: 'GET, HEAD' },
      });
    const counts = isDirectLoopback(req)
      ? { pendingMail: await outbox.pending(), uploadsInFlight: slots.count() }
      : {};
    sendJson(res, { status: 200, body: { status: 'ok', ...counts } });
  }

  /** Counts the answer, and a submission's outcome, once it is done. */
  function countAnswer(
    req: IncomingMessage,
    res: ServerResponse,
    pathname: string,
    outcome: Outcome,
  ) {
    const what =
      pathname === SUBMIT_PATH ? 'submit' : pathname === HEALTH_PATH ? 'health' : 'other';
    res.once('close', () => {
      const status = res.headersSent ? res.statusCode : null;
      metrics.answered(what, status);
      if (what !== 'submit' || req.method !== 'POST') return;
      const form = outcome.formId && isFormId(outcome.formId) ? outcome.formId : 'unknown';
      metrics.submitted(
        form,
        outcome.refused ??
          (status === 201 ? 'stored' : status === 200 ? 'replayed' : `status ${status}`),
      );
    });
  }

  async function handle(req: IncomingMessage, res: ServerResponse, expectsContinue: boolean) {
    const outcome: Outcome = {};
    const requestId = requestIdOf(req);
    res.setHeader('X-Request-Id', requestId);
    logAccess(log, req, res, () => ({ requestId, ...outcome }));
    for (const [name, value] of Object.entries(SECURITY_HEADERS)) res.setHeader(name, value);
    if (config.production)
      res.setHeader('Strict-Transport-Security', 'max-age=31536000; includeSubDomains');
    const pathname = (req.url ?? '/').split('?')[0]!;
    if (ops(req, res)) return;
    countAnswer(req, res, pathname, outcome);
    if (pathname === HEALTH_PATH) return health(req, res);
    if (pathname !== SUBMIT_PATH)
      return answerUnread(
        req,
        res,
        { status: 404, body: { error: 'not_found' } },
        { expectsContinue },
      );

    // A multipart POST needs no preflight, so CORS alone protects nothing: check Origin here.
    const origin = req.headers.origin ?? '';
    if (!config.allowedOrigins.includes(origin)) {
      outcome.refused = 'forbidden_origin';
      return answerUnread(req, res, REFUSALS.forbiddenOrigin, { expectsContinue });
    }
    const cors = corsHeaders(origin);
    if (req.method === 'OPTIONS') {
      res.writeHead(204, cors).end();
      return;
    }
    if (req.method !== 'POST')
      return answerUnread(
        req,
        res,
        {
          status: 405,
          body: { error: 'method_not_allowed' },
          headers: { ...cors, Allow: 'POST, OPTIONS' },
        },
        { expectsContinue },
      );
    await submit(req, res, cors, expectsContinue, outcome);
  }

  const onRequest = (expectsContinue: boolean) => (req: IncomingMessage, res: ServerResponse) => {
    handle(req, res, expectsContinue).catch((error: unknown) => {
      log.error({ err: error }, 'request failed');
      answerUnread(
        req,
        res,
        isStoreUnavailable(error)
          ? REFUSALS.storeUnavailable
          : {
              status: 500,
              body: { error: 'internal', message: 'The submission could not be stored' },
            },
      );
    });
  };

  const server = http.createServer(
    {
      requestTimeout: config.requestTimeoutMs,
      headersTimeout: Math.min(10_000, config.requestTimeoutMs),
      keepAliveTimeout: 5_000,
      connectionsCheckingInterval: Math.min(1_000, Math.max(50, config.requestTimeoutMs / 4)),
    },
    onRequest(false),
  );
  // With this listener Node no longer sends `100 Continue` by itself: the checks run first.
  server.on('checkContinue', onRequest(true));
  // An idle socket (a client that stops sending) is destroyed after idleTimeoutMs.
  server.setTimeout(config.idleTimeoutMs);
  server.on('clientError', (error: NodeJS.ErrnoException, socket: Socket) =>
    answerBadHttp(error, socket, log),
  );

  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(config.port, config.host, () => resolve());
  });
  outbox.start();
  const { address, port } = server.address() as AddressInfo;
  return {
    server,
    store,
    outbox,
    events,
    url: `http://${address.includes(':') ? `[${address}]` : address}:${port}`,
    uploadsInFlight: () => slots.count(),
    async close() {
      disk.stop();
      server.closeAllConnections();
      await new Promise((resolve) => server.close(resolve));
      await outbox.close();
      await store.close();
    },
  };
}
