import http from 'node:http';
import { hostname } from 'node:os';
import path from 'node:path';
import { loadSiteConfig } from '../config/siteConfig';
import { runMain } from '../entries/runMain';
import { createMetricsRegistry } from '../observability/metricsRegistry';
import { databaseWritable, diskSpace } from '../observability/healthChecks';
import { opsEndpoints } from '../observability/opsEndpoints';
import { createServiceLogger } from '../observability/serviceLogger';
import { loadSiteEventsConfig } from '../site-events/config';
import { siteEventsHandler } from '../site-events/createSiteEventsServer';
import { describeLocation, openEventStore } from '../site-events/eventStore';
import { applyRetention } from '../site-events/retention';
import { siteEventsEnvironment } from '../site-events/siteEventsDefaults';
import { alertLoop } from './alerts/alertLoop';
import { formsSampler } from './formsSampler';
import { opsApi } from './opsApi';
import { loadOpsConfig } from './opsConfig';
import { releaseLogFile, releaseLogTable } from './releaseLogSource';

const SECOND = 1000;
/** Below this the events store stops being healthy: it grows by a few MB a day at most. */
const MIN_FREE_BYTES = 200 * 1024 * 1024;

/** Runs `work` every `ms` (and once now), never twice at once; an error is logged, not fatal. */
function every(ms: number, work: () => unknown, onError: (error: unknown) => void) {
  let busy = false;
  const run = async () => {
    if (busy) return;
    busy = true;
    try {
      await work();
    } catch (error) {
      onError(error);
    } finally {
      busy = false;
    }
  };
  void run();
  const timer = setInterval(() => void run(), ms);
  timer.unref();
  return () => clearInterval(timer);
}

/**
 * The site events service, configured by its environment (site-events/config.ts and
 * opsConfig.ts), which defaults to what the site's configuration says (SITE_CONFIG, PORT:
 * siteEventsDefaults.ts): the beacons and CSP reports, the page loads read from the servers'
 * access logs (every second), retention (every hour), forms-api's figures (every 30 s), the
 * alerts (every minute), the dashboard's figures at /ops/, and its own /metrics and /healthz.
 */
async function main(): Promise<void> {
  const env = { ...siteEventsEnvironment(loadSiteConfig()), ...process.env };
  const config = loadSiteEventsConfig(env);
  const ops = loadOpsConfig(config, env);
  const log = createServiceLogger('site-events');
  const db = await openEventStore(config.location);
  const host = hostname();
  const registry = createMetricsRegistry('site-events');
  const events = siteEventsHandler({ ...config, db, log, registry });
  const releaseLog =
    ops.releaseLog &&
    ('site' in ops.releaseLog
      ? releaseLogTable(db, ops.releaseLog.site)
      : releaseLogFile(ops.releaseLog.file));
  const forms = ops.formsApiUrl ? formsSampler(db, `${ops.formsApiUrl}/metrics`) : null;
  const alerts = alertLoop({
    db,
    releaseLog,
    forms,
    diskDirs: ops.diskDirs,
    channels: {
      mailUrl: ops.formsApiUrl && `${ops.formsApiUrl}/ops/alert-mail`,
      webhookUrl: ops.webhookUrl,
      dashboardUrl: ops.dashboardUrl,
    },
    log,
  });
  const endpoints = opsEndpoints({
    registry,
    checks: [
      databaseWritable('events store writable', () =>
        db.run(
          `INSERT INTO site_events_health_probe (host, at) VALUES ($1, $2)
           ON CONFLICT (host) DO UPDATE SET at = excluded.at`,
          host,
          Date.now(),
        ),
      ),
      ...('file' in config.location
        ? [
            diskSpace(
              'disk space',
              path.dirname(path.resolve(config.location.file)),
              MIN_FREE_BYTES,
            ),
          ]
        : []),
    ],
  });
  const api = opsApi({
    db,
    stateDir: ops.stateDir,
    releaseLog,
    incidents: alerts.incidents,
  });
  const server = http.createServer((req, res) => {
    if (!endpoints(req, res) && !api(req, res)) events.handle(req, res);
  });
  const failed = (what: string) => (error: unknown) => log.error({ err: error }, `${what} failed`);
  const stops = [
    every(SECOND, events.catchUp, failed('reading the access logs')),
    every(
      3600 * SECOND,
      async () => log.info(await applyRetention(db, config.retentionDays), 'retention'),
      failed('retention'),
    ),
    ...(forms ? [every(30 * SECOND, forms.sample, failed('reading forms-api'))] : []),
    every(60 * SECOND, alerts.check, failed('the alert check')),
  ];
  server.listen(config.port, config.host, () =>
    log.info(
      {
        store: describeLocation(config.location),
        accessLogs: config.accessLogs,
        retentionDays: config.retentionDays,
        ...ops,
      },
      `site-events listening on http://${config.host}:${config.port}/`,
    ),
  );
  let stopping = false;
  const stop = () => {
    if (stopping) return;
    stopping = true;
    for (const stopTimer of stops) stopTimer();
    server.close(() => {
      void db.close().then(() => process.exit(0));
    });
    server.closeAllConnections();
  };
  process.on('SIGINT', stop);
  process.on('SIGTERM', stop);
  // Started by the site's serve scripts with a pipe on stdin: when that parent goes, so do we.
  if (process.env.SITE_EVENTS_EXIT_WITH_PARENT === '1') {
    process.stdin.on('end', stop);
    process.stdin.on('close', stop);
    process.stdin.resume();
  }
}

runMain(main);
