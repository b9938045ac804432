import type { SiteApp } from 'shared-lib/apps';

/** How many apps a file may name before it counts as a list of them. */
export const LIST_LENGTH = 3;

const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/**
 * The apps a source text names as a quoted string (`'mf-gifts'`, `"whats_on"`) or as an object
 * key (`whats_on: …`), by workspace or federation name: each app at most once.
 */
export function appsNamedIn(text: string, apps: readonly SiteApp[]): string[] {
  return apps
    .filter((app) =>
      [app.workspace, app.name].some((name) =>
        new RegExp(`(['"\`])${escape(name)}\\1|(^|[\\s{,])${escape(name)}\\s*:`, 'm').test(text),
      ),
    )
    .map((app) => app.workspace);
}

/** The apps a text lists, when it names enough of them to be a list of its own; else none. */
export function appListIn(text: string, apps: readonly SiteApp[]): string[] {
  const named = appsNamedIn(text, apps);
  return named.length >= LIST_LENGTH ? named : [];
}
