import type { SiteConfig } from '../config/siteConfig';
import { serveSite } from './serveSite';

/**
 * Serves the built site (serveSite), says where to open it, and closes its servers on Ctrl+C or
 * SIGTERM. SITE_TEST_FAULTS=1 lets the end-to-end tests make a path misbehave (decision 006).
 */
export async function serveUntilStopped(config: SiteConfig): Promise<void> {
  const faults = process.env.SITE_TEST_FAULTS === '1';
  console.log('Serving the site:');
  const servers = await serveSite(config, { faults });
  console.log(
    `\nOpen ${config.origins.shell}/ (Ctrl+C to stop)${faults ? ' [test faults enabled]' : ''}`,
  );
  const stop = () => {
    for (const server of servers) server.close();
    process.exit(0);
  };
  process.on('SIGINT', stop);
  process.on('SIGTERM', stop);
}
