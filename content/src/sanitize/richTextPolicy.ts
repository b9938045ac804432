import type { IOptions } from 'sanitize-html';

/**
 * What rich text from the content system may contain: the markup of an article or a store's
 * about text (headings below the page's own h1, paragraphs, lists, emphasis, quotes, links,
 * pictures, simple tables). Nothing that runs, loads a page inside the page, posts a form or
 * styles itself: no script, iframe, object, svg, math, form, input, style, meta, base or link
 * elements, no `style`, `class`, `id` or event-handler attributes.
 */
export const RICH_TEXT_POLICY: IOptions = {
  allowedTags: [
    'h2',
    'h3',
    'h4',
    'h5',
    'h6',
    'p',
    'br',
    'hr',
    'ul',
    'ol',
    'li',
    'strong',
    'b',
    'em',
    'i',
    'u',
    's',
    'sub',
    'sup',
    'small',
    'abbr',
    'cite',
    'q',
    'blockquote',
    'code',
    'pre',
    'a',
    'img',
    'figure',
    'figcaption',
    'table',
    'caption',
    'thead',
    'tbody',
    'tfoot',
    'tr',
    'th',
    'td',
  ],
  // `target` and `rel` are not kept: the site's link rules set them when the text is shown.
  allowedAttributes: {
    a: ['href', 'title'],
    img: ['src', 'alt', 'width', 'height'],
    abbr: ['title'],
    ol: ['start'],
    th: ['colspan', 'rowspan', 'scope'],
    td: ['colspan', 'rowspan'],
  },
  allowedSchemes: ['http', 'https', 'mailto', 'tel'],
  // Pictures come from the site or another https host, never from data: or plain-http addresses.
  allowedSchemesByTag: { img: ['https'] },
  allowedSchemesAppliedToAttributes: ['href', 'src', 'cite'],
  // `//host/path` would take the page's scheme: a link to another host is written with https.
  allowProtocolRelative: false,
  disallowedTagsMode: 'discard',
  // The text of these is code or a form's content, never words to show.
  nonTextTags: ['script', 'style', 'textarea', 'option', 'noscript', 'template', 'svg', 'math'],
  parseStyleAttributes: false,
};
