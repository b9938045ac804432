import { loadSiteConfig } from '../config/siteConfig';
import { loadSiteEventsConfig } from './config';
import { createSiteEventsServer } from './createSiteEventsServer';
import { openEventStore } from './eventStore';
import { siteEventsEnvironment } from './siteEventsDefaults';

/**
 * The site events service, configured by its environment (see config.ts), which defaults to
 * what the site's configuration says (SITE_CONFIG, PORT: siteEventsDefaults.ts).
 */
function main(): void {
  const config = loadSiteEventsConfig({
    ...siteEventsEnvironment(loadSiteConfig()),
    ...process.env,
  });
  const db = openEventStore(config.file);
  const server = createSiteEventsServer({
    db,
    allowedOrigins: config.allowedOrigins,
    rateLimit: config.rateLimit,
  });
  server.listen(config.port, config.host, () =>
    console.log(`site-events listening on http://${config.host}:${config.port}/ (${config.file})`),
  );
  let stopping = false;
  const stop = () => {
    if (stopping) return;
    stopping = true;
    server.close(() => {
      db.close();
      process.exit(0);
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

try {
  main();
} catch (error) {
  console.error(`site-events: ${(error as Error).message}`);
  process.exit(1);
}
