export interface RichTextProps {
  html: string;
  className?: string;
}

/**
 * Processed rich text from the content system. It is fixed at build time by the content build,
 * which is the trust boundary for markup; nothing typed by a visitor reaches here.
 */
export function RichText({ html, className }: RichTextProps) {
  return <div className={className} dangerouslySetInnerHTML={{ __html: html }} />;
}
