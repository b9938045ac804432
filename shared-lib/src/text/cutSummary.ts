/** docs/reference/limits.md: summaries in What's On and listings are cut at 200 characters. */
export const SUMMARY_LENGTH = 200;
/** docs/reference/limits.md: latest-articles summaries are cut at 140 characters. */
export const LATEST_ARTICLES_SUMMARY_LENGTH = 140;

const ENTITIES: Record<string, string> = {
  amp: '&',
  lt: '<',
  gt: '>',
  quot: '"',
  apos: "'",
  nbsp: ' ',
  ndash: '–',
  mdash: '—',
  hellip: '…',
  rsquo: '’',
  lsquo: '‘',
  rdquo: '”',
  ldquo: '“',
};

function decodeEntities(text: string): string {
  return text.replace(/&(#x[0-9a-f]+|#[0-9]+|[a-z]+);/gi, (whole, name: string) => {
    if (name[0] === '#') {
      const code =
        name[1] === 'x' || name[1] === 'X'
          ? parseInt(name.slice(2), 16)
          : parseInt(name.slice(1), 10);
      return Number.isFinite(code) && code > 0 && code <= 0x10ffff
        ? String.fromCodePoint(code)
        : whole;
    }
    return ENTITIES[name.toLowerCase()] ?? whole;
  });
}

/**
 * Plain text of an HTML fragment: tags removed (block ends become spaces so words do not run
 * together), entities decoded and whitespace collapsed. Not a sanitiser: the result is text.
 */
export function stripMarkup(html: string): string {
  const text = html
    .replace(/<(script|style)\b[^>]*>[\s\S]*?<\/\1>/gi, ' ')
    .replace(/<!--[\s\S]*?-->/g, ' ')
    .replace(/<[^>]*>/g, ' ');
  return decodeEntities(text).replace(/\s+/g, ' ').trim();
}

/**
 * The text of `html` without markup, cut to `length` characters plus '…' when longer
 * (docs/reference/routes.md and docs/reference/limits.md). Cuts by code point so an emoji or accented letter is never split.
 */
export function cutSummary(html: string, length: number = SUMMARY_LENGTH): string {
  const characters = Array.from(stripMarkup(html));
  if (characters.length <= length) return characters.join('');
  return `${characters.slice(0, length).join('').trimEnd()}…`;
}
