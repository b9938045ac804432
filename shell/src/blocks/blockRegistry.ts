import type { ComponentType } from 'react';
import type { Block, BlockType } from 'shared-lib/content';
import type { RemoteModuleId, RemoteModules, RemoteName } from 'shared-lib/contracts';
import { REMOTE_BLOCKS } from 'shared-lib/remote';
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
  form: { kind: 'remote', module: REMOTE_BLOCKS.form },
  store_search: { kind: 'remote', module: REMOTE_BLOCKS.store_search },
  store_directory: { kind: 'remote', module: REMOTE_BLOCKS.store_directory },
  shop_by_category: { kind: 'remote', module: REMOTE_BLOCKS.shop_by_category },
  store_tiles: { kind: 'remote', module: REMOTE_BLOCKS.store_tiles },
  latest_offers: { kind: 'remote', module: REMOTE_BLOCKS.latest_offers },
  latest_news: { kind: 'remote', module: REMOTE_BLOCKS.latest_news },
  events: { kind: 'remote', module: REMOTE_BLOCKS.events },
  job_listings: { kind: 'remote', module: REMOTE_BLOCKS.job_listings },
  whats_on: { kind: 'remote', module: REMOTE_BLOCKS.whats_on },
  gift_generator: { kind: 'remote', module: REMOTE_BLOCKS.gift_generator },
  gift_guide: { kind: 'remote', module: REMOTE_BLOCKS.gift_guide },
};

/** The source for a block type, or undefined for a type the site does not know. */
export function blockSourceFor(type: string): BlockSource<BlockType> | undefined {
  return Object.prototype.hasOwnProperty.call(blockRegistry, type)
    ? (blockRegistry[type as BlockType] as BlockSource<BlockType>)
    : undefined;
}
