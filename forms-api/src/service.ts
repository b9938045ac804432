import { EventEmitter } from 'node:events';
import { rm } from 'node:fs/promises';
import http, { type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { clientAddress, freeBytes, RateLimiter } from './abuse';
import {
  GoogleSiteverifyVerifier,
  OfflineTestOnlyCaptchaVerifier,
  type CaptchaVerifier,
} from './captcha';
import { assertSafeForProduction, type FormsApiConfig } from './config';
import {
  cleanFileName,
  fileTypeError,
  FORMS,
  isFormId,
  validateFields,
  type FieldError,
} from './forms';
import { MAX_BODY_BYTES } from './limits';
import { composeMail } from './mail';
import { parseMultipart, type TempFile } from './multipart';
import { Outbox } from './outbox';
import { SubmissionStore } from './store';

export const SUBMIT_PATH = '/restful_forms/submitForm';
export const HEALTH_PATH = '/restful_forms/health';

/** Sent with every answer: nothing here is a page, nothing is cached, nothing sets a cookie. */
const SECURITY_HEADERS: Record<string, string> = {
  'Content-Security-Policy': "default-src 'none'; frame-ancestors 'none'",
  'X-Content-Type-Options': 'nosniff',
  'X-Frame-Options': 'DENY',
  'Referrer-Policy': 'no-referrer',
  'Cache-Control': 'no-store',
  'Cross-Origin-Resource-Policy': 'same-site',
};

function sendJson(
  res: ServerResponse,
  status: number,
  body: unknown,
  headers: Record<string, string> = {},
): void {
  if (res.headersSent) return;
  const text = JSON.stringify(body);
  res.writeHead(status, {
    ...headers,
    'Content-Type': 'application/json; charset=utf-8',
    'Content-Length': Buffer.byteLength(text),
  });
  res.end(text);
  if (headers.Connection === 'close') discardRest(res.req);
}

/** How long an answered request's unread body is still read and thrown away before closing. */
const LINGER_MS = 2_000;

/**
 * After an early answer (413, 429, ...) the rest of the body is read and discarded, nothing more
 * parsed or stored, for at most LINGER_MS: closing at once would reset the connection and could
 * lose the answer before the client reads it.
 */
function discardRest(req: IncomingMessage): void {
  if (req.complete) return;
  req.unpipe();
  req.resume();
  const timer = setTimeout(() => req.socket.destroy(), LINGER_MS);
  timer.unref();
  req.once('end', () => clearTimeout(timer));
  req.socket.once('close', () => clearTimeout(timer));
}

export interface FormsService {
  server: http.Server;
  store: SubmissionStore;
  outbox: Outbox;
  /** 'upload-started' when a body starts being read; tests wait on it instead of sleeping. */
  events: EventEmitter;
  url: string;
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
  { captcha = createCaptchaVerifier(config) }: { captcha?: CaptchaVerifier } = {},
): Promise<FormsService> {
  assertSafeForProduction(config);
  const store = new SubmissionStore(config.dataDir);
  const outbox = new Outbox(store, {
    smtpUrl: config.smtpUrl,
    from: config.mailFrom,
    retryBaseMs: config.mailRetryBaseMs,
  });
  const events = new EventEmitter();
  const limiter = new RateLimiter(config.ratePerMinute);
  let inFlight = 0;

  const corsHeaders = (origin: string): Record<string, string> => ({
    'Access-Control-Allow-Origin': origin,
    'Access-Control-Allow-Methods': 'POST',
    'Access-Control-Allow-Headers': 'Content-Type',
    'Access-Control-Max-Age': '600',
    Vary: 'Origin',
  });

  /** The answer to one submission, sent only after its temporary file is gone. */
  interface Reply {
    status: number;
    body: unknown;
    headers?: Record<string, string>;
    /** Close the connection after answering (the body may be unread). */
    close?: boolean;
    /** The temporary file now belongs to the store (or the store has removed it). */
    stored?: boolean;
  }

  async function submit(req: IncomingMessage, res: ServerResponse, cors: Record<string, string>) {
    const client = clientAddress(req, config.trustProxy);
    const early = await refuseEarly(req, client);
    if (early) return send(res, early, cors);
    inFlight += 1;
    let file: TempFile | undefined;
    let reply: Reply;
    try {
      events.emit('upload-started');
      const parsed = await parseMultipart(req, store.tmpDir);
      if (!parsed.ok) {
        reply = {
          status: parsed.status,
          body: { error: 'rejected', field: parsed.field ?? null, message: parsed.message },
          close: true,
        };
      } else {
        file = parsed.file;
        // An empty file part is a file input left empty (a browser sends one without scripts).
        const chosen = file && file.size > 0 ? file : undefined;
        reply = await accept(parsed.fields, parsed.repeated, chosen, client);
        if (reply.stored && chosen) file = undefined;
      }
    } finally {
      inFlight -= 1;
      if (file) await rm(file.tempPath, { force: true });
    }
    send(res, reply, cors);
  }

  const send = (res: ServerResponse, reply: Reply, cors: Record<string, string>) =>
    sendJson(res, reply.status, reply.body, {
      ...cors,
      ...reply.headers,
      ...(reply.close ? { Connection: 'close' } : {}),
    });

  /** Refusals decided from the request line and headers alone, before any body is read. */
  async function refuseEarly(req: IncomingMessage, client: string): Promise<Reply | null> {
    const wait = limiter.take(client);
    if (wait > 0)
      return {
        status: 429,
        body: { error: 'too_many_requests', message: 'Too many submissions, try again later' },
        headers: { 'Retry-After': String(wait) },
        close: true,
      };
    const declared = Number(req.headers['content-length'] ?? 0);
    if (declared > MAX_BODY_BYTES)
      return {
        status: 413,
        body: {
          error: 'too_large',
          field: null,
          message: `the body is larger than ${MAX_BODY_BYTES} bytes`,
        },
        close: true,
      };
    if (inFlight >= config.maxUploadsInFlight)
      return {
        status: 503,
        body: { error: 'busy', message: 'Too many uploads in progress, try again shortly' },
        headers: { 'Retry-After': '5' },
        close: true,
      };
    if ((await freeBytes(config.dataDir)) - declared < config.minFreeDiskBytes)
      return {
        status: 507,
        body: { error: 'insufficient_storage', message: 'The service cannot store uploads now' },
        close: true,
      };
    return null;
  }

  /** Validates, verifies the captcha and stores a completely received submission. */
  async function accept(
    fields: Record<string, string>,
    repeated: string[],
    file: TempFile | undefined,
    client: string,
  ): Promise<Reply> {
    const formId = fields.form_id;
    if (!isFormId(formId))
      return {
        status: 422,
        body: { error: 'invalid', fields: [{ field: 'form_id', message: 'unknown form' }] },
      };
    // A file input left empty can arrive as an empty text part of the file's name: no file.
    const fileField = FORMS[formId].file.field;
    if (fields[fileField] === '') delete fields[fileField];
    // A retry of a stored submission: answer as the first time (its captcha is spent).
    const previous = fields.submission_id
      ? store.findBySubmissionId(fields.submission_id)
      : undefined;
    if (previous && previous.form_id === formId)
      return {
        status: 200,
        body: { id: previous.id, replayed: true },
        headers: { 'Idempotent-Replayed': 'true' },
      };
    const upload = file && { field: file.field, size: file.size, sniffed: file.sniffed };
    const errors: FieldError[] = [
      ...repeated.map((field) => ({ field, message: 'sent more than once' })),
      ...validateFields(formId, fields, upload),
    ];
    if (previous) errors.push({ field: 'submission_id', message: 'already used by another form' });
    if (errors.length > 0) return { status: 422, body: { error: 'invalid', fields: errors } };
    const typeError = fileTypeError(formId, upload);
    if (typeError) return { status: 415, body: { error: 'unsupported_file_type', ...typeError } };

    const verdict = await captcha.verify(fields.captcha ?? '', client);
    if (!verdict.ok)
      return verdict.reason === 'unavailable'
        ? {
            status: 503,
            body: { error: 'captcha_unavailable', field: 'captcha', message: 'Try again shortly' },
            headers: { 'Retry-After': '10' },
          }
        : { status: 403, body: { error: 'captcha', field: 'captcha', reason: verdict.reason } };

    // The token is spent and says nothing about the submission: it is not stored.
    const kept = { ...fields };
    delete kept.captcha;
    const result = store.commit({
      formId,
      submissionId: fields.submission_id,
      fields: kept,
      file: file && { temp: file, originalName: cleanFileName(file.originalName) },
      mail: composeMail(formId, kept, config),
    });
    outbox.kick();
    return result.created
      ? { status: 201, body: { id: result.id }, stored: true }
      : {
          status: 200,
          body: { id: result.id, replayed: true },
          headers: { 'Idempotent-Replayed': 'true' },
          stored: true,
        };
  }

  async function handle(req: IncomingMessage, res: ServerResponse) {
    for (const [name, value] of Object.entries(SECURITY_HEADERS)) res.setHeader(name, value);
    if (config.production)
      res.setHeader('Strict-Transport-Security', 'max-age=31536000; includeSubDomains');
    const pathname = (req.url ?? '/').split('?')[0];
    if (pathname === HEALTH_PATH) {
      if (req.method !== 'GET' && req.method !== 'HEAD')
        return sendJson(res, 405, { error: 'method_not_allowed' }, { Allow: 'GET, HEAD' });
      return sendJson(res, 200, {
        status: 'ok',
        pendingMail: outbox.pending(),
        uploadsInFlight: inFlight,
      });
    }
    if (pathname !== SUBMIT_PATH) return sendJson(res, 404, { error: 'not_found' });

    // A multipart POST needs no preflight, so CORS alone protects nothing: check Origin here.
    const origin = req.headers.origin ?? '';
    if (!config.allowedOrigins.includes(origin))
      return sendJson(
        res,
        403,
        { error: 'forbidden_origin', message: 'Origin not allowed' },
        {
          Connection: 'close',
        },
      );
    const cors = corsHeaders(origin);
    if (req.method === 'OPTIONS') {
      res.writeHead(204, cors).end();
      return;
    }
    if (req.method !== 'POST')
      return sendJson(
        res,
        405,
        { error: 'method_not_allowed' },
        { ...cors, Allow: 'POST, OPTIONS' },
      );
    await submit(req, res, cors);
  }

  const server = http.createServer(
    {
      requestTimeout: config.requestTimeoutMs,
      headersTimeout: Math.min(10_000, config.requestTimeoutMs),
      keepAliveTimeout: 5_000,
      connectionsCheckingInterval: Math.min(1_000, Math.max(50, config.requestTimeoutMs / 4)),
    },
    (req, res) => {
      handle(req, res).catch((error: unknown) => {
        console.error('forms-api: request failed:', error);
        sendJson(
          res,
          500,
          { error: 'internal', message: 'The submission could not be stored' },
          {
            Connection: 'close',
          },
        );
      });
    },
  );
  // An idle socket (a client that stops sending) is destroyed after idleTimeoutMs.
  server.setTimeout(config.idleTimeoutMs);
  server.on('clientError', (_error, socket) => {
    if (socket.writable)
      socket.end('HTTP/1.1 400 Bad Request\r\nConnection: close\r\nContent-Length: 0\r\n\r\n');
    else socket.destroy();
  });

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
    async close() {
      server.closeAllConnections();
      await new Promise((resolve) => server.close(resolve));
      await outbox.close();
      store.close();
    },
  };
}
