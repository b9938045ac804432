/**
 * Links the site's web font (webfont.css, a stylesheet chunk of its own). Called when the scripts
 * start, after the pre-rendered page has been painted; until then, and if it fails, the text
 * stays in the metric-matched fallback.
 */
export function loadWebFont(): Promise<unknown> {
  return import('./webFontStylesheet').catch(() => undefined);
}
