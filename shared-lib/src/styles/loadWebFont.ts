/** Names, in a pre-rendered page, the built address of the web font's stylesheet. */
export const WEB_FONT_META = 'web-font-stylesheet';

/**
 * Links the site's web font (webfont.css, a stylesheet chunk of its own). Called when the scripts
 * start, after the pre-rendered page has been painted; until then, and if it fails, the text
 * stays in the metric-matched fallback. A pre-rendered page names the stylesheet, so it is linked
 * without first fetching the script chunk that would link it (decision 292); a page the server
 * did not render (a dev server's) loads that chunk.
 */
export function loadWebFont(): Promise<unknown> {
  const href = document.querySelector<HTMLMetaElement>(`meta[name="${WEB_FONT_META}"]`)?.content;
  if (!href)
    return import(/* webpackChunkName: "web-font" */ './webFontStylesheet').catch(() => undefined);
  const link = Object.assign(document.createElement('link'), { rel: 'stylesheet', href });
  const settled = new Promise((resolve) => {
    link.onload = resolve;
    link.onerror = resolve;
  });
  document.head.append(link);
  return settled;
}
