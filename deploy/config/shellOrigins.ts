import type { SiteConfig } from './siteConfig';

/**
 * The origins the site's own pages post and beacon from: the shell's, and on loopback the same
 * port as `localhost` too, which a developer may type instead.
 */
export function shellOriginsOf({ origins }: SiteConfig): string[] {
  const shell = new URL(origins.shell);
  return shell.hostname === '127.0.0.1'
    ? [origins.shell, `${shell.protocol}//localhost${shell.port ? `:${shell.port}` : ''}`]
    : [origins.shell];
}
