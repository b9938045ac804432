import type { IncomingMessage, ServerResponse } from 'node:http';
import type { Registry } from 'prom-client';
import { checkHealth, type HealthCheck } from './healthChecks';

export const METRICS_PATH = '/metrics';
export const HEALTH_PATH = '/healthz';

const LOOPBACK = new Set(['127.0.0.1', '::1', '::ffff:127.0.0.1']);

/**
 * Whether a request comes straight from this machine: not through a proxy in front (nginx or
 * the site's Node server add X-Real-IP or X-Forwarded-For), so not from a visitor.
 */
export function isDirectFromThisMachine(req: IncomingMessage): boolean {
  return (
    LOOPBACK.has(req.socket.remoteAddress ?? '') &&
    req.headers['x-real-ip'] === undefined &&
    req.headers['x-forwarded-for'] === undefined
  );
}

/**
 * `/metrics` (Prometheus' text format) and `/healthz` (200 `{status: 'ok', checks}` or 503 with
 * the failing check named) for a service's own HTTP server. Only a caller on this machine,
 * straight to the service, is answered; anyone else gets a 404 as for any unknown path.
 * Returns whether the request was one of them (and answered).
 */
export function opsEndpoints({
  registry,
  checks,
}: {
  registry: Registry;
  checks: HealthCheck[];
}): (req: IncomingMessage, res: ServerResponse) => boolean {
  return (req, res) => {
    const pathname = (req.url ?? '/').split('?')[0];
    if (pathname !== METRICS_PATH && pathname !== HEALTH_PATH) return false;
    const answer = (status: number, type: string, body: string) =>
      res.writeHead(status, { 'Content-Type': type, 'Cache-Control': 'no-store' }).end(body);
    if (!isDirectFromThisMachine(req)) {
      answer(404, 'text/plain; charset=utf-8', 'Not found\n');
      return true;
    }
    if (req.method !== 'GET' && req.method !== 'HEAD') {
      res.setHeader('Allow', 'GET, HEAD');
      answer(405, 'text/plain; charset=utf-8', 'GET only\n');
      return true;
    }
    const reply =
      pathname === METRICS_PATH
        ? registry.metrics().then((text) => ({ status: 200, type: registry.contentType, text }))
        : checkHealth(checks).then((report) => ({
            status: report.status === 'ok' ? 200 : 503,
            type: 'application/json',
            text: `${JSON.stringify(report)}\n`,
          }));
    reply.then(
      ({ status, type, text }) => answer(status, type, text),
      (error: Error) => answer(500, 'text/plain; charset=utf-8', `${error.message}\n`),
    );
    return true;
  };
}
