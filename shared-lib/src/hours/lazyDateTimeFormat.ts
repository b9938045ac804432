/**
 * An Intl.DateTimeFormat made on its first use. The first formatter with a time zone loads the
 * zone data (about 20 ms on a slow phone); made at module level, that cost lands in the long task
 * that evaluates the site's first script instead of in the later, smaller task that needs it.
 */
export function lazyDateTimeFormat(
  locale: string,
  options: Intl.DateTimeFormatOptions,
): () => Intl.DateTimeFormat {
  let formatter: Intl.DateTimeFormat | undefined;
  return () => (formatter ??= new Intl.DateTimeFormat(locale, options));
}
