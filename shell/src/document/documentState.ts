import type { SiteData } from 'shared-lib/page-data';
import type { RenderedPage } from 'shared-lib/contracts';

/** What a pre-rendered document hands to the browser so that hydration renders the same page. */
export interface DocumentState {
  /** The Canberra date the page was rendered for (today-dependent rules). */
  renderDate: string;
  siteData: SiteData;
  page: RenderedPage;
}

export const DOCUMENT_STATE_ID = 'site-state';

/** JSON safe inside a `<script type="application/json">` element: no `</script>`, no `<!--`. */
export function jsonForScript(value: unknown): string {
  return JSON.stringify(value).replace(/</g, '\\u003c');
}

export const serializeDocumentState = (state: DocumentState): string => jsonForScript(state);

/** The state of a pre-rendered document; null on a page the server did not render (dev server). */
export function readDocumentState(doc: Document): DocumentState | null {
  const element = doc.getElementById(DOCUMENT_STATE_ID);
  return element?.textContent ? (JSON.parse(element.textContent) as DocumentState) : null;
}
