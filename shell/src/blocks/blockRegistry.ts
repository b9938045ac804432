import type { ComponentType } from 'react';
import type { Block, BlockType } from 'shared-lib/content';
import type { RemoteModuleId, RemoteModules, RemoteName } from 'shared-lib/contracts';
import type { BlockProps } from './blockProps';
import { ButtonSectionBlock } from './ButtonSectionBlock';
import { HeroSliderBlock } from './HeroSliderBlock';
import { IconGridBlock } from './IconGridBlock';
import { InfoStripBlock } from './InfoStripBlock';
import { MapContactBlock } from './MapContactBlock';
import { ImageTextBlock } from './ImageTextBlock';
import { RichTextBlock } from './RichTextBlock';
import { SocialBannerBlock } from './SocialBannerBlock';
import { SpacerBlock } from './SpacerBlock';

/** The exposed modules whose contract takes a block of type T. */
export type RemoteBlockModuleId<T extends BlockType> = {
  [Id in RemoteModuleId]: RemoteModules[Id] extends ComponentType<infer Props>
    ? Props extends { block: infer Accepted }
      ? [Extract<Block, { type: T }>] extends [Accepted]
        ? Id
        : never
      : never
    : never;
}[RemoteModuleId];

/**
 * Where a block type's component comes from: the shell's own, a remote's exposed module (loaded
 * through the shared loader), or 'not-yet-exposed' for a block a remote owns but does not
 * expose yet (it renders nothing, quietly, until it does).
 */
export type BlockSource<T extends BlockType> =
  | { kind: 'shell'; component: ComponentType<BlockProps<T>> }
  | { kind: 'remote'; module: RemoteBlockModuleId<T> }
  | { kind: 'not-yet-exposed'; owner: RemoteName };

export type BlockRegistry = { [T in BlockType]: BlockSource<T> };

const shell = <T extends BlockType>(component: ComponentType<BlockProps<T>>): BlockSource<T> => ({
  kind: 'shell',
  component,
});

/**
 * Block type → its component, for every block type of the content model (docs/reference/routes.md
 * 'Blocks'). A type missing here (content newer than the site) renders nothing and is reported.
 */
export const blockRegistry: BlockRegistry = {
  hero_slider: shell(HeroSliderBlock),
  info_strip: shell(InfoStripBlock),
  image_text: shell(ImageTextBlock),
  rich_text: shell(RichTextBlock),
  icon_grid: shell(IconGridBlock),
  map_contact: shell(MapContactBlock),
  social_banner: shell(SocialBannerBlock),
  button_section: shell(ButtonSectionBlock),
  spacer: shell(SpacerBlock),
  form: { kind: 'remote', module: 'forms/FormBlock' },
  store_search: { kind: 'remote', module: 'stores/StoreSearchBlock' },
  store_directory: { kind: 'remote', module: 'stores/StoreDirectoryBlock' },
  shop_by_category: { kind: 'remote', module: 'stores/ShopByCategoryBlock' },
  store_tiles: { kind: 'remote', module: 'stores/StoreTilesBlock' },
  latest_offers: { kind: 'remote', module: 'whats_on/LatestOffersBlock' },
  latest_news: { kind: 'remote', module: 'whats_on/LatestArticlesBlock' },
  events: { kind: 'remote', module: 'whats_on/EventsBlock' },
  job_listings: { kind: 'remote', module: 'whats_on/JobListingsBlock' },
  whats_on: { kind: 'remote', module: 'whats_on/WhatsOnBlock' },
  gift_generator: { kind: 'remote', module: 'gifts/GiftGeneratorBlock' },
  gift_guide: { kind: 'remote', module: 'gifts/GiftGuideBlock' },
};

/** The source for a block type, or undefined for a type the site does not know. */
export function blockSourceFor(type: string): BlockSource<BlockType> | undefined {
  return Object.prototype.hasOwnProperty.call(blockRegistry, type)
    ? (blockRegistry[type as BlockType] as BlockSource<BlockType>)
    : undefined;
}
