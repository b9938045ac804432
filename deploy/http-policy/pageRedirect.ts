/**
 * A page address without its trailing slash is redirected to the one with it (decision 361),
 * made from the request's address as the client sent it (never decoded) and only when that
 * begins with one slash and a character a page's path starts with: so no browser reads the
 * `Location` as another host (`//host`, `/\host` and `/%5Chost` once decoded, a tab it drops
 * before `//host`). Any other address is not a page of the site. In the regular expressions both
 * JavaScript and nginx (PCRE) read; nginx matches it against `$request_uri`.
 */
export const PAGE_REDIRECT = String.raw`^(?<page_path>/[A-Za-z0-9_.~%-][^?]*)(?<page_query>\?.*)?$`;

/** The `Location` for a page address without its slash (`/stores?a` → `/stores/?a`), or null. */
export function pageRedirect(requestTarget: string): string | null {
  const match = new RegExp(PAGE_REDIRECT).exec(requestTarget);
  return match ? `${match.groups!.page_path}/${match.groups!.page_query ?? ''}` : null;
}

/** The same as an nginx map from `$request_uri` to `$site_page_redirect` (empty: none). */
export const nginxPageRedirectMap = (): string =>
  [
    'map $request_uri $site_page_redirect {',
    '  default "";',
    `  "~${PAGE_REDIRECT}" "$page_path/$page_query";`,
    '}',
  ].join('\n');
