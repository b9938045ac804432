import micromark from 'micromark';

/**
 * Markdown as the editor writes it, as HTML: CommonMark by micromark. Raw HTML in the text is
 * kept for the sanitizer to judge (what the site allows stays, the rest is removed and named),
 * and the line breaks micromark puts between blocks are dropped, so a paragraph written in
 * Markdown is the same HTML a content system's `processed` text holds.
 */
export function markdownToHtml(markdown: string): string {
  return micromark(markdown, { allowDangerousHtml: true }).replace(/>\n</g, '><').trim();
}
