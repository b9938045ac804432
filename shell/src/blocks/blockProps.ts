import type { Block, BlockType } from 'shared-lib/content';
import type { RelatedContent } from 'shared-lib/page-data';

/** What the shell's component for a block type is given: the block and its page's related content. */
export interface BlockProps<T extends BlockType> {
  block: Extract<Block, { type: T }>;
  related: RelatedContent;
  /** The page's first block: its picture is on the first screen, so it loads at once. */
  first?: boolean;
}
