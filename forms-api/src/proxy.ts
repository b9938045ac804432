import { spawn, type ChildProcess } from 'node:child_process';
import http, { type IncomingMessage, type ServerResponse } from 'node:http';
import path from 'node:path';

export const FORMS_PATH_PREFIX = '/restful_forms/';

/**
 * A request handler that passes `/restful_forms/...` to forms-api unchanged (streamed, with the
 * client's address appended to X-Forwarded-For), for the site's own Node server so the forms work
 * at the site's address as they do behind nginx. Answers 502 (JSON) when forms-api is not running.
 */
export function createFormsProxy(upstream: { host: string; port: number }) {
  return (req: IncomingMessage, res: ServerResponse): void => {
    const forwarded = [req.headers['x-forwarded-for'], req.socket.remoteAddress]
      .filter(Boolean)
      .join(', ');
    const outgoing = http.request({
      host: upstream.host,
      port: upstream.port,
      method: req.method,
      path: req.url,
      headers: { ...req.headers, 'x-forwarded-for': forwarded },
    });
    outgoing.on('response', (answer) => {
      res.writeHead(answer.statusCode ?? 502, answer.headers);
      answer.pipe(res);
    });
    outgoing.on('error', () => {
      if (!res.headersSent) {
        res.writeHead(502, { 'Content-Type': 'application/json; charset=utf-8' });
        res.end(JSON.stringify({ error: 'forms_unavailable' }));
      } else res.destroy();
      req.resume();
    });
    req.pipe(outgoing);
  };
}

/**
 * Starts forms-api as a child process (`node --import tsx src/main.ts`) that exits with its
 * parent; `env` adds to the parent's environment (FORMS_API_PORT, FORMS_API_ALLOWED_ORIGINS...).
 */
export function spawnFormsApi(env: Record<string, string> = {}): ChildProcess {
  const root = path.join(__dirname, '..');
  return spawn(process.execPath, ['--import', 'tsx', path.join(root, 'src', 'main.ts')], {
    cwd: root,
    env: { ...process.env, FORMS_API_EXIT_WITH_PARENT: '1', ...env },
    stdio: ['pipe', 'inherit', 'inherit'],
  });
}
