import sanitizeHtml, { type IOptions } from 'sanitize-html';
import { RICH_TEXT_POLICY } from './richTextPolicy';

export interface SanitizedRichText {
  html: string;
  /** What was taken out, for the build's warning: `<script>`, `onclick on <a>`, `href on <a>`. */
  removed: string[];
}

type Tally = Map<string, number>;

/** Every element and attribute the parser saw, counted (`a`, `a@href`). */
function tallyOpenTags(html: string, options: IOptions): { html: string; tally: Tally } {
  const tally: Tally = new Map();
  const count = (key: string) => tally.set(key, (tally.get(key) ?? 0) + 1);
  const out = sanitizeHtml(html, {
    ...options,
    onOpenTag: (name, attributes) => {
      count(name);
      for (const attribute of Object.keys(attributes)) count(`${name}@${attribute}`);
    },
  });
  return { html: out, tally };
}

const ALLOW_EVERYTHING: IOptions = {
  allowedTags: false,
  allowedAttributes: false,
  allowVulnerableTags: true,
};

/**
 * Rich text through the site's allowlist (RICH_TEXT_POLICY). The markup the parser read is
 * compared with what remains, so the build can say what an editor's text lost rather than
 * silently changing it.
 */
export function sanitizeRichText(html: string): SanitizedRichText {
  const { html: clean, tally: before } = tallyOpenTags(html, RICH_TEXT_POLICY);
  if (clean === html) return { html, removed: [] };
  const { tally: after } = tallyOpenTags(clean, ALLOW_EVERYTHING);
  const removed: string[] = [];
  for (const [key, count] of before) {
    if ((after.get(key) ?? 0) >= count) continue;
    const [tag, attribute] = key.split('@');
    removed.push(attribute === undefined ? `<${tag}>` : `${attribute} on <${tag}>`);
  }
  return { html: clean, removed };
}
