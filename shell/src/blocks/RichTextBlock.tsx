import { RichText } from 'shared-lib/ui';
import type { BlockProps } from './blockProps';

export function RichTextBlock({ block }: BlockProps<'rich_text'>) {
  return <RichText className="rich-text" html={block.text} />;
}
