import type { BlockType } from '../content/blocks';
import type { RemoteModuleId } from '../contracts/remoteModules';

/**
 * The block kinds a remote draws, and the exposed module each is loaded from: the shell's block
 * registry and the editor's content page preview read this one list. The other kinds are the
 * shell's own.
 */
export const REMOTE_BLOCKS = {
  form: 'forms/FormBlock',
  store_search: 'stores/StoreSearchBlock',
  store_directory: 'stores/StoreDirectoryBlock',
  shop_by_category: 'stores/ShopByCategoryBlock',
  store_tiles: 'stores/StoreTilesBlock',
  latest_offers: 'whats_on/LatestOffersBlock',
  latest_news: 'whats_on/LatestArticlesBlock',
  events: 'whats_on/EventsBlock',
  whats_on: 'whats_on/WhatsOnBlock',
  job_listings: 'whats_on/JobListingsBlock',
  gift_generator: 'gifts/GiftGeneratorBlock',
  gift_guide: 'gifts/GiftGuideBlock',
} as const satisfies Partial<Record<BlockType, RemoteModuleId>>;

/** The exposed module a block kind is drawn by, or null for the shell's own blocks. */
export const remoteBlockModule = (type: BlockType): RemoteModuleId | null =>
  (REMOTE_BLOCKS as Partial<Record<BlockType, RemoteModuleId>>)[type] ?? null;
