import type { ComponentType } from 'react';
import type { Block, BlockType } from 'shared-lib/content';
import type { RelatedContent } from 'shared-lib/page-data';
import { ButtonSectionBlock } from './ButtonSectionBlock';
import { FormBlock } from './FormBlock';
import { HeroSliderBlock } from './HeroSliderBlock';
import { IconGridBlock } from './IconGridBlock';
import { InfoStripBlock } from './InfoStripBlock';
import { MapContactBlock } from './MapContactBlock';
import { ImageTextBlock } from './ImageTextBlock';
import { RichTextBlock } from './RichTextBlock';
import { SocialBannerBlock } from './SocialBannerBlock';
import { SpacerBlock } from './SpacerBlock';
import {
  ShopByCategoryBlock,
  StoreDirectoryBlock,
  StoreSearchBlock,
  StoreTilesBlock,
} from './StoreBlocks';

export interface BlockProps<T extends BlockType> {
  block: Extract<Block, { type: T }>;
  related: RelatedContent;
}

type BlockRegistry = { [T in BlockType]?: ComponentType<BlockProps<T>> };

/** Block type → component. Blocks owned by a remote go through RemoteModule in their component. */
export const blockRegistry: BlockRegistry = {
  rich_text: RichTextBlock,
  image_text: ImageTextBlock,
  spacer: SpacerBlock,
  button_section: ButtonSectionBlock,
  form: FormBlock,
  hero_slider: HeroSliderBlock,
  info_strip: InfoStripBlock,
  icon_grid: IconGridBlock,
  map_contact: MapContactBlock,
  social_banner: SocialBannerBlock,
  store_search: StoreSearchBlock,
  store_directory: StoreDirectoryBlock,
  shop_by_category: ShopByCategoryBlock,
  store_tiles: StoreTilesBlock,
};
