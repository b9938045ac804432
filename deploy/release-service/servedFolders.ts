import { relink, unlink } from '../generations/generationStore';
import { CURRENT_LINK, PREVIOUS_LINK } from '../generations/siteState';
import { currentOf, previousOf, type SiteStateDocument } from '../site-state/siteStateDocument';

/** The link the canary cohort is answered from (nginx's `$site_folder`). */
export const CANARY_LINK = 'canary';

/**
 * Points the state folder's links at what the document serves: `current`, `previous`, and
 * `canary` (the canary's generation, or the current one when none runs, so that an nginx still
 * routing a cohort there until its reload answers with the stable pages). Each link is replaced
 * in one rename(2): this is the switch nginx sees.
 */
export function linkServedFolders(stateDir: string, document: SiteStateDocument): void {
  const current = currentOf(document);
  const previous = previousOf(document);
  if (!current) return;
  relink(stateDir, CURRENT_LINK, current);
  relink(stateDir, CANARY_LINK, document.canary?.generation ?? current);
  if (previous) relink(stateDir, PREVIOUS_LINK, previous);
  else unlink(stateDir, PREVIOUS_LINK);
}
