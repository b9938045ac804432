import { loadSiteConfig } from '../config/siteConfig';
import { runMain } from '../entries/runMain';
import { loadSiteEventsConfig } from './config';
import { createSiteEventsServer } from './createSiteEventsServer';
import { describeLocation, openEventStore } from './eventStore';
import { siteEventsEnvironment } from './siteEventsDefaults';

/**
 * The site events service, configured by its environment (see config.ts), which defaults to
 * what the site's configuration says (SITE_CONFIG, PORT: siteEventsDefaults.ts).
 */
async function main(): Promise<void> {
  const config = loadSiteEventsConfig({
    ...siteEventsEnvironment(loadSiteConfig()),
    ...process.env,
  });
  const db = await openEventStore(config.location);
  const server = createSiteEventsServer({
    db,
    allowedOrigins: config.allowedOrigins,
    rateLimit: config.rateLimit,
  });
  server.listen(config.port, config.host, () =>
    console.log(
      `site-events listening on http://${config.host}:${config.port}/ (${describeLocation(config.location)})`,
    ),
  );
  let stopping = false;
  const stop = () => {
    if (stopping) return;
    stopping = true;
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
