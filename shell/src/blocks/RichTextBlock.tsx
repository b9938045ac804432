import type { BlockProps } from './blockRegistry';

/** Rich text from the content system, fixed at build time and trusted as such. */
export function RichTextBlock({ block }: BlockProps<'rich_text'>) {
  return <div className="rich-text" dangerouslySetInnerHTML={{ __html: block.text }} />;
}
