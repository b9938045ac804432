import type { PageHead } from './pageHead';

/** Marks the page's own head elements, so the browser can replace them after a navigation. */
export const PAGE_HEAD_ATTRIBUTE = 'data-page-head';

export const escapeHtml = (text: string): string =>
  text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

/** JSON inside a script element: `<` escaped so that content can never close the element. */
export const scriptJson = (data: unknown): string => JSON.stringify(data).replace(/</g, '\\u003c');

const attributesHtml = (attributes: Record<string, string>): string =>
  Object.entries(attributes)
    .map(([name, value]) => ` ${name}="${escapeHtml(value)}"`)
    .join('');

/** The page's head as HTML, for the server-rendered document. */
export function headHtml({ title, tags }: PageHead): string {
  const elements = tags.map((tag) =>
    tag.tag === 'json-ld'
      ? `<script type="application/ld+json" ${PAGE_HEAD_ATTRIBUTE}>${scriptJson(tag.data)}</script>`
      : `<${tag.tag}${attributesHtml(tag.attributes)} ${PAGE_HEAD_ATTRIBUTE}>`,
  );
  return [`<title>${escapeHtml(title)}</title>`, ...elements].join('\n    ');
}
