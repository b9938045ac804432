import type { RemoteModuleId } from 'shared-lib/contracts';

import type { BlockKind } from '../config/blocks';

/**
 * Where a block kind's component lives, as the shell's block registry says: a remote's exposed
 * module (loaded through the shared loader), or null for the shell's own blocks, which live in
 * the shell's source and which no other app may import: the preview names those instead.
 * `whats_on` shows as named until a remote exposes its block.
 */
export const REMOTE_BLOCKS: Record<BlockKind, RemoteModuleId | null> = {
  hero_slider: null,
  info_strip: null,
  image_text: null,
  rich_text: null,
  icon_grid: null,
  map_contact: null,
  social_banner: null,
  button_section: null,
  spacer: null,
  form: 'forms/FormBlock',
  store_search: 'stores/StoreSearchBlock',
  store_directory: 'stores/StoreDirectoryBlock',
  shop_by_category: 'stores/ShopByCategoryBlock',
  store_tiles: 'stores/StoreTilesBlock',
  latest_offers: 'whats_on/LatestOffersBlock',
  latest_news: 'whats_on/LatestArticlesBlock',
  events: 'whats_on/EventsBlock',
  job_listings: 'whats_on/JobListingsBlock',
  gift_generator: 'gifts/GiftGeneratorBlock',
  gift_guide: 'gifts/GiftGuideBlock',
  whats_on: null,
};
