// The font files' module type goes with the module importing one, for every app that type-checks
// shared-lib, here or from its package (no app names a file of shared-lib in its configuration).
// eslint-disable-next-line @typescript-eslint/triple-slash-reference
/// <reference path="./fontFiles.d.ts" />
import interLatin from '@fontsource-variable/inter/files/inter-latin-wght-normal.woff2';

/** The family tokens.css names first; until the file arrives its metric-matched fallback shows. */
const WEB_FONT_FAMILY = 'Inter Variable';

/**
 * Inter's Latin subset, self-hosted from @fontsource-variable/inter with the descriptors its own
 * stylesheet gives it: other scripts fall back to the system font, and no font host is contacted.
 */
const INTER_LATIN: FontFaceDescriptors = {
  style: 'normal',
  weight: '100 900',
  display: 'swap',
  unicodeRange:
    'U+0000-00FF, U+0131, U+0152-0153, U+02BB-02BC, U+02C6, U+02DA, U+02DC, U+0304, U+0308, ' +
    'U+0329, U+2000-206F, U+20AC, U+2122, U+2191, U+2193, U+2212, U+2215, U+FEFF, U+FFFD',
};

/**
 * Loads the site's web font once the scripts start, after the pre-rendered page has been painted
 * (decision 055), and hands it to the document only once the file has arrived: the page is laid
 * out again once, for the swap, where a linked @font-face stylesheet cost a second full layout
 * when the rule arrived (decision 296). If the file fails, the metric-matched fallback stays.
 */
export async function loadWebFont(): Promise<void> {
  const face = new FontFace(WEB_FONT_FAMILY, `url(${interLatin}) format('woff2')`, INTER_LATIN);
  try {
    await face.load();
  } catch {
    return;
  }
  document.fonts.add(face);
}
