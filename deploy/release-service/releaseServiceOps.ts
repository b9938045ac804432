import type http from 'node:http';
import { Gauge } from 'prom-client';
import { diskSpace, type HealthCheck } from '../observability/healthChecks';
import { createMetricsRegistry, httpMetrics } from '../observability/metricsRegistry';
import { opsEndpoints } from '../observability/opsEndpoints';
import { currentOf } from '../site-state/siteStateDocument';
import type { ReleaseService } from './releaseService';

/** Below this on the state folder's disk, /healthz fails: a candidate would not fit. */
const MIN_FREE_BYTES = 500 * 1024 * 1024;

/** What a request asked for, in the figures: the interface's few routes, never the path. */
function whatOf(pathname: string): string {
  if (pathname.startsWith('/v1/releases/')) return 'upload';
  if (['/v1/health', '/v1/status', '/v1/commands'].includes(pathname)) return pathname.slice(4);
  return pathname.startsWith('/v1/') ? 'files' : 'other';
}

/**
 * The release service's own figures and health, for a caller on this machine: `/metrics` (its
 * answers, the state's revision, candidates, waiting schedules and the canary's share, the
 * process) and `/healthz` (the state can be read where it is kept, the state folder's disk has
 * room).
 */
export function releaseServiceOps(service: ReleaseService, stateDir: string) {
  const registry = createMetricsRegistry('release-service');
  const answers = httpMetrics(registry);
  const gauge = (name: string, help: string, read: () => number) =>
    new Gauge({
      name,
      help,
      registers: [registry],
      collect() {
        this.set(read());
      },
    });
  gauge(
    'release_state_revision',
    "The site state document's revision",
    () => service.state.revision,
  );
  gauge('release_candidates', 'Staged candidates', () => service.state.candidates.length);
  gauge(
    'release_schedules_waiting',
    'Schedules waiting for their time',
    () => service.state.schedules.filter((schedule) => schedule.state === 'waiting').length,
  );
  gauge('release_canary_percent', "The running canary's share (0: none)", () =>
    service.state.canary ? service.state.canary.percent : 0,
  );
  const state: HealthCheck = {
    name: 'site state readable',
    async run() {
      const document = await service.refresh();
      return `revision ${document.revision}, generation ${currentOf(document) ?? 'none'} served, in ${service.storedIn}`;
    },
  };
  return {
    endpoints: opsEndpoints({
      registry,
      checks: [state, diskSpace('disk space', stateDir, MIN_FREE_BYTES)],
    }),
    /** Counts the request's answer once it is done. */
    count(req: http.IncomingMessage, res: http.ServerResponse): void {
      const what = whatOf((req.url ?? '/').split('?')[0]!);
      res.once(
        'close',
        answers.observe(what, req.method ?? 'GET', () => res.statusCode),
      );
    },
  };
}
