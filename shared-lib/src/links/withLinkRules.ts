import { classifyLink } from './classifyLink';

/** An opening anchor tag; quoted attribute values may contain '>'. */
const ANCHOR = /<a\b((?:[^>"']|"[^"]*"|'[^']*')*)>/gi;
const HREF = /\shref\s*=\s*(?:"([^"]*)"|'([^']*)'|([^\s"'>]+))/i;
const TARGET_OR_REL = /\s(?:target|rel)\s*=\s*(?:"[^"]*"|'[^']*'|[^\s"'>]+)/gi;
const NEW_TAB = ' target="_blank" rel="noopener noreferrer"';

/**
 * docs/reference/routes.md#links for links inside rich text from the content system: http links and links into
 * the uploaded files folder open in a new tab without opener or referrer. A pure change of the
 * markup, so the server's HTML and the hydrating client's agree; other anchors stay as written.
 */
export function withLinkRules(html: string): string {
  return html.replace(ANCHOR, (tag, attributes: string) => {
    const href = HREF.exec(attributes);
    if (!href) return tag;
    const value = (href[1] ?? href[2] ?? href[3] ?? '').replace(/&amp;/g, '&');
    if (!classifyLink(value).newTab) return tag;
    return `<a${attributes.replace(TARGET_OR_REL, '')}${NEW_TAB}>`;
  });
}
