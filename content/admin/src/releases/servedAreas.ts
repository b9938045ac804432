import { REMOTE_APPS } from 'shared-lib/apps';
import type { SiteDocument } from './consoleApi';

/** One area of the site, as the console lists it: what it serves, since when and by whom. */
export interface ServedArea {
  workspace: string;
  /** Its name for people. */
  title: string;
  /** The release it serves, or `build` (the build at its origin's root). */
  serves: string;
  since: string | null;
  by: string | null;
  disabled: boolean;
  /** A canary of it is running. */
  canary: boolean;
}

/** Each remote's area, from the state document: its last promotion, or its build. */
export function servedAreas(document: SiteDocument): ServedArea[] {
  return REMOTE_APPS.map(({ workspace, area }) => {
    const last = document.promotions[workspace]?.at(-1);
    return {
      workspace,
      title: area,
      serves: last?.version ?? 'build',
      since: last?.at ?? null,
      by: last?.by ?? null,
      disabled: workspace in document.disabled,
      canary: document.canary?.workspace === workspace,
    };
  });
}

/** The generation everyone is served: its id, since when, by whom and why. */
export function currentGeneration(document: SiteDocument) {
  const id = document.served.at(-1);
  return id ? (document.generations[id] ?? null) : null;
}

/** The address of a staged candidate's preview on the shop's origin. */
export const previewAddress = (document: SiteDocument, previewToken: string) =>
  `${document.site}/__preview/${previewToken}/`;
