import { spawn, type ChildProcess } from 'node:child_process';
import { existsSync } from 'node:fs';
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
 * forms-api's folder, found through the package's name: from this code's own build and from a
 * bundle of it (deploy/dist) alike.
 */
const formsApiRoot = () => path.dirname(require.resolve('forms-api/package.json'));

/** The built service (`npm run build -w forms-api`), run with plain node. */
export const builtMain = () => path.join(formsApiRoot(), 'dist', 'forms-api', 'src', 'main.js');

/**
 * Starts the built forms-api as a child process (plain node, no TypeScript at run time) that
 * exits with its parent; `env` adds to the parent's environment (FORMS_API_PORT,
 * FORMS_API_ALLOWED_ORIGINS...). Throws, naming the command to run, when it is not built.
 */
export function spawnFormsApi(env: Record<string, string> = {}): ChildProcess {
  const main = builtMain();
  if (!existsSync(main))
    throw new Error(`forms-api is not built (${main} is missing): run npm run build -w forms-api`);
  return spawn(process.execPath, [main], {
    cwd: formsApiRoot(),
    env: { ...process.env, FORMS_API_EXIT_WITH_PARENT: '1', ...env },
    stdio: ['pipe', 'inherit', 'inherit'],
  });
}
