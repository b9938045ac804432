import { existsSync } from 'node:fs';
import type http from 'node:http';
import path from 'node:path';
import type { Logger } from 'pino';
import { CURRENT_LINK } from '../generations/siteState';
import { diskSpace, type HealthCheck } from '../observability/healthChecks';
import { createMetricsRegistry, httpMetrics } from '../observability/metricsRegistry';
import { opsEndpoints } from '../observability/opsEndpoints';
import { createServiceLogger } from '../observability/serviceLogger';

/** Below this on the disk of what is served, /healthz fails: a re-render would not fit. */
const MIN_FREE_BYTES = 500 * 1024 * 1024;

/** What a request asked for, in the figures: a few fixed names, never the path itself. */
function whatOf(pathname: string): string {
  if (pathname.startsWith('/assets/data/')) return 'page-data';
  if (pathname.startsWith('/restful_forms/')) return 'forms';
  if (pathname.startsWith('/site-events/')) return 'site-events';
  if (pathname.startsWith('/admin/')) return 'admin';
  if (pathname.startsWith('/releases/') || pathname.endsWith('/remoteEntry.js'))
    return 'remote-file';
  return /\.[^/]*$/.test(pathname) ? 'file' : 'page';
}

/**
 * The Node server's own figures and health: `/metrics` (answers by what was asked, method and
 * status; their durations; the process) and `/healthz` (the pages to serve are there: the
 * current generation's home page for the shell, the build's entry for a remote; the disk has
 * room), for a caller on this machine; and its structured log.
 */
export function serverOps({
  name,
  root,
  site,
  log = createServiceLogger('site-server'),
}: {
  name: string;
  root: string;
  site?: string;
  log?: Logger;
}) {
  const registry = createMetricsRegistry('site-server');
  registry.setDefaultLabels({ service: 'site-server', app: name });
  const answers = httpMetrics(registry);
  const served: HealthCheck = {
    name: 'pages to serve',
    run() {
      const file = site
        ? path.join(site, CURRENT_LINK, 'index.html')
        : existsSync(path.join(root, 'index.html'))
          ? path.join(root, 'index.html')
          : path.join(root, 'remoteEntry.js');
      if (!existsSync(file)) throw new Error(`${file} is missing`);
      return `${file} is there`;
    },
  };
  return {
    endpoints: opsEndpoints({
      registry,
      checks: [served, diskSpace('disk space', site ?? root, MIN_FREE_BYTES)],
    }),
    /** Counts the request's answer once it is done. */
    count(req: http.IncomingMessage, res: http.ServerResponse): void {
      const what = whatOf((req.url ?? '/').split('?')[0]!);
      res.once(
        'close',
        answers.observe(what, req.method ?? 'GET', () => res.statusCode),
      );
    },
    log: log.child({ app: name }),
  };
}
