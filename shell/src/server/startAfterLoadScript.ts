import starter from '../document/startAfterLoad.inline.js';
import { escapeHtml } from '../head/headHtml';
import { inlineScriptText } from './inlineScriptText';

/** The starter's text as every page carries it: the policy allows it by the hash of this text. */
export const STARTER_SCRIPT = inlineScriptText(starter);

/**
 * The element that starts the shell's scripts (`scripts`, in order) once the page has loaded and
 * been painted. The starter is written into the page, not fetched (decision 297): a file of its own
 * was one more request beside the first screen's picture and styles, revalidated on every visit.
 * Its text is the same on every page, so the Content-Security-Policy allows it by one hash.
 */
export function startAfterLoadScript(scripts: string[]): string {
  return `<script data-scripts="${escapeHtml(scripts.join(' '))}">${STARTER_SCRIPT}</script>`;
}
