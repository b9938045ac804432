import type { ComponentType } from 'react';
import type {
  EventsBlock,
  FormBlock,
  GiftGeneratorBlock,
  GiftGuideBlock,
  JobListingsBlock,
  LatestNewsBlock,
  LatestOffersBlock,
  ShopByCategoryBlock,
  StoreDirectoryBlock,
  StoreSearchBlock,
  StoreTilesBlock,
  WhatsOnBlock,
} from '../content/blocks';
import type { Gift, Offer, StoreRef } from '../content/types';
import type { PageProps, RelatedContent } from '../page-data/types';

/** A content block exposed by a remote: the block and the page's related content it lists. */
type BlockModule<B> = ComponentType<{ block: B; related?: RelatedContent }>;

/** A block that always needs its page's related content (the store lists and categories). */
export interface BlockProps<B> {
  block: B;
  related: RelatedContent;
}

/**
 * The contract of every module a remote exposes, keyed by its federation id. A remote types its
 * export with `RemoteModules['stores/StoreDetailPage']`; the shell and other remotes load it
 * through `RemoteModule`, so both sides are checked against this one declaration.
 */
export interface RemoteModules {
  'stores/StoreDirectoryPage': ComponentType<PageProps<'store-directory'>>;
  'stores/StoreDetailPage': ComponentType<PageProps<'store-detail'>>;
  'stores/StoreSearchBlock': ComponentType<BlockProps<StoreSearchBlock>>;
  'stores/StoreDirectoryBlock': ComponentType<BlockProps<StoreDirectoryBlock>>;
  'stores/ShopByCategoryBlock': ComponentType<BlockProps<ShopByCategoryBlock>>;
  'stores/StoreTilesBlock': ComponentType<BlockProps<StoreTilesBlock>>;
  /** The store page's gift slider ('Looking for the perfect gift?'); only when it has gifts. */
  'gifts/StoreGiftSlider': ComponentType<{ gifts: Gift[] }>;
  'whats_on/OffersPage': ComponentType<PageProps<'offers'>>;
  'whats_on/OfferDetailPage': ComponentType<PageProps<'offer-detail'>>;
  'whats_on/WhatsOnPage': ComponentType<PageProps<'whats-on'>>;
  'whats_on/ArticleDetailPage': ComponentType<PageProps<'article-detail'>>;
  'whats_on/EventDetailPage': ComponentType<PageProps<'event-detail'>>;
  'whats_on/JobListingPage': ComponentType<PageProps<'job-listing'>>;
  /** The offers of one store on its detail page (mf-stores). */
  'whats_on/StoreOffersSlider': ComponentType<{ offers: Offer[]; store: StoreRef }>;
  'whats_on/LatestOffersBlock': BlockModule<LatestOffersBlock>;
  'whats_on/LatestArticlesBlock': BlockModule<LatestNewsBlock>;
  'whats_on/EventsBlock': BlockModule<EventsBlock>;
  'whats_on/JobListingsBlock': BlockModule<JobListingsBlock>;
  /** The What's On listing (filters and cards) in a content page. */
  'whats_on/WhatsOnBlock': BlockModule<WhatsOnBlock>;
  'gifts/GiftGeneratorPage': ComponentType<PageProps<'gift-generator'>>;
  'gifts/GiftDetailPage': ComponentType<PageProps<'gift-detail'>>;
  /** Spec block 12, 'The gift generator', in a content page. */
  'gifts/GiftGeneratorBlock': BlockModule<GiftGeneratorBlock>;
  /** Spec block 2, the gift guide, in a content page: filters in that page's address. */
  'gifts/GiftGuideBlock': ComponentType<BlockProps<GiftGuideBlock>>;
  'forms/FormBlock': ComponentType<{ block: FormBlock }>;
  /** Spec block 10, 'Apply for this job: {position}', on a job listing page (mf-whats-on). */
  'forms/JobApplicationForm': ComponentType<{
    /** The employer (store) name. */
    storeName: string;
    /** The position's title. */
    position: string;
    /** Where applications go: the listing's job email. */
    recipient: string;
    /** Which form this is, for the submission record: the job listing's id. */
    formId: string;
  }>;
}

export type RemoteModuleId = keyof RemoteModules;

/** Federation name of each remote, as in the remotes manifest. */
export const REMOTE_NAMES = ['stores', 'whats_on', 'gifts', 'forms'] as const;
export type RemoteName = (typeof REMOTE_NAMES)[number];

/** The remotes manifest (`/remotes.json`): remote name → address of its remoteEntry.js. */
export interface RemotesManifest {
  remotes: Record<RemoteName, string>;
}

/**
 * Every id of `RemoteModules`, at run time: a release of a remote is refused when its build no
 * longer exposes one of its own (deploy/release). The type below fails to compile when an id is
 * added to the interface and not here.
 */
export const REMOTE_MODULE_IDS = [
  'stores/StoreDirectoryPage',
  'stores/StoreDetailPage',
  'stores/StoreSearchBlock',
  'stores/StoreDirectoryBlock',
  'stores/ShopByCategoryBlock',
  'stores/StoreTilesBlock',
  'gifts/StoreGiftSlider',
  'whats_on/OffersPage',
  'whats_on/OfferDetailPage',
  'whats_on/WhatsOnPage',
  'whats_on/ArticleDetailPage',
  'whats_on/EventDetailPage',
  'whats_on/JobListingPage',
  'whats_on/StoreOffersSlider',
  'whats_on/LatestOffersBlock',
  'whats_on/LatestArticlesBlock',
  'whats_on/EventsBlock',
  'whats_on/JobListingsBlock',
  'whats_on/WhatsOnBlock',
  'gifts/GiftGeneratorPage',
  'gifts/GiftDetailPage',
  'gifts/GiftGeneratorBlock',
  'gifts/GiftGuideBlock',
  'forms/FormBlock',
  'forms/JobApplicationForm',
] as const satisfies readonly RemoteModuleId[];

type MustBeNever<T extends never> = T;
/** Compiles only while every id of `RemoteModules` is in `REMOTE_MODULE_IDS`. */
export type EveryRemoteModuleIdListed = MustBeNever<
  Exclude<RemoteModuleId, (typeof REMOTE_MODULE_IDS)[number]>
>;
