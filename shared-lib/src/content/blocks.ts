import type { CarouselSlide, Image, UrlPath } from './types';

/**
 * Content blocks of a page, discriminated by `type` (docs/reference/blocks.md and docs/reference/content.md).
 * Every block has an id so that a content error can name it.
 */
interface BlockBase {
  id: string;
}

export interface HeroSliderBlock extends BlockBase {
  type: 'hero_slider';
  /** Ids of carousel slides; visibility is decided in the browser. */
  slides: string[];
}
export interface QuickInfoBlock extends BlockBase {
  type: 'info_strip';
  maplink: { url: UrlPath };
}
/**
 * The colours an image button may have: names of design tokens (`--colour-{name}`, each with
 * white text at WCAG AA), drawn by a class of the site's stylesheet, so no text from content
 * ever reaches CSS.
 */
export const BUTTON_COLOURS = ['brand', 'sale', 'pink', 'blue'] as const;
export type ButtonColour = (typeof BUTTON_COLOURS)[number];

export interface ImageButton {
  size: 'halves' | 'full';
  image?: Image;
  title: string;
  desc?: string;
  colour: ButtonColour;
  link: UrlPath;
  big: boolean;
}
export interface ButtonSectionBlock extends BlockBase {
  type: 'button_section';
  size: 'halves' | 'full';
  items: ImageButton[];
}
export interface SpacerBlock extends BlockBase {
  type: 'spacer';
  colour: 'grey' | 'white' | 'transparent';
}
export interface EventsBlock extends BlockBase {
  type: 'events';
  title: string;
}
export interface StoreTilesBlock extends BlockBase {
  type: 'store_tiles';
  sport: number;
  fashion: number;
  home: number;
  family: number;
}
export interface LatestNewsBlock extends BlockBase {
  type: 'latest_news';
  title: string;
  types: ('news' | 'blog')[];
}
export interface SocialBannerBlock extends BlockBase {
  type: 'social_banner';
  heading: string;
  /**
   * The social feed widget's script (https), loaded when the block comes near the screen; the
   * widget draws into the block's feed element. Without it the block shows heading and links.
   */
  feedScript?: string;
}
export interface ImageTextBlock extends BlockBase {
  type: 'image_text';
  title?: string;
  text: string;
  image?: Image;
  reversed: boolean;
  background: 'grey' | 'white';
}
export interface RichTextBlock extends BlockBase {
  type: 'rich_text';
  text: string;
}
export type IconName =
  'clock' | 'wifi' | 'parking' | 'disabled' | 'map' | 'parents' | 'box' | 'shop';
export interface IconGridBlock extends BlockBase {
  type: 'icon_grid';
  items: { icon: IconName; title: string; text: string }[];
}
export interface MapContactBlock extends BlockBase {
  type: 'map_contact';
  heading: string;
  text: string;
  mapUrl: string;
  reversed: boolean;
}
export interface FormBlock extends BlockBase {
  type: 'form';
  /** Only 'colouring competition' renders a form. */
  formName: string;
}
export interface GiftGeneratorBlock extends BlockBase {
  type: 'gift_generator';
  intro: string;
  link: UrlPath;
  categories: { title: string; targetId: number; image: Image }[];
}
/** Block 2 (docs/reference/blocks.md#block-2): the gift guide's filters (in the page's address), results and disclaimer. */
export interface GiftGuideBlock extends BlockBase {
  type: 'gift_guide';
  /** The section's heading, e.g. 'Find a gift'. */
  title: string;
}
export interface StoreDirectoryBlock extends BlockBase {
  type: 'store_directory';
  filters: boolean;
}
export interface StoreSearchBlock extends BlockBase {
  type: 'store_search';
}
export interface ShopByCategoryBlock extends BlockBase {
  type: 'shop_by_category';
}
export interface LatestOffersBlock extends BlockBase {
  type: 'latest_offers';
  title: string;
}
export interface JobListingsBlock extends BlockBase {
  type: 'job_listings';
  title: string;
}
/**
 * Block 5 (docs/reference/blocks.md#block-5): the What's On listing as on /whats-on/ (filter
 * buttons in the page's address, upcoming events and articles), on any content page.
 */
export interface WhatsOnBlock extends BlockBase {
  type: 'whats_on';
  /** The section's heading; without one the section is named "What's On" for screen readers. */
  title?: string;
}

export type Block =
  | HeroSliderBlock
  | QuickInfoBlock
  | ButtonSectionBlock
  | SpacerBlock
  | EventsBlock
  | StoreTilesBlock
  | LatestNewsBlock
  | SocialBannerBlock
  | ImageTextBlock
  | RichTextBlock
  | IconGridBlock
  | MapContactBlock
  | FormBlock
  | GiftGeneratorBlock
  | GiftGuideBlock
  | StoreDirectoryBlock
  | StoreSearchBlock
  | ShopByCategoryBlock
  | LatestOffersBlock
  | JobListingsBlock
  | WhatsOnBlock;

export type BlockType = Block['type'];

export interface Page {
  id: string;
  title: string;
  path: { alias: string };
  /** 'homepage' for the home page content item, 'page' otherwise. */
  type: 'homepage' | 'page';
  banner: Image | null;
  metaImage?: Image;
  metaDescription?: string;
  metaTitle?: string;
  blocks: Block[];
}

/** Slides a page needs, resolved by the content build from the hero slider's ids. */
export type ResolvedSlides = CarouselSlide[];
