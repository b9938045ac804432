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
import type { PageProps, RelatedContent, TemplateName } from '../page-data/types';

/*
 * The registry of the site's apps: the one list that the build order, the ports, the lint walls,
 * the remotes manifest, the releases and the contracts of the exposed modules are derived from.
 * Adding a remote is one entry here plus its folder (docs/adding-a-remote.md).
 *
 * Node reads this file as it is (type stripping), from eslint.config.mjs and the webpack
 * factory: it imports types only and uses no syntax that only TypeScript can run. The browser
 * never loads it; the shell takes only types from it.
 */

/**
 * An exposed module: its source file in the app's folder, carrying (as a type only) the contract
 * that the shell and the other remotes load it by.
 */
export type Exposed<Contract> = string & { readonly contract?: Contract };
const exposed = <Contract,>(file: string): Exposed<Contract> => file as Exposed<Contract>;

/** A remote's page module: it renders a route's template from that route's page data. */
const page = <T extends TemplateName>(file: string) => exposed<ComponentType<PageProps<T>>>(file);

/** A content block that always needs its page's related content (the store lists and categories). */
export interface BlockProps<B> {
  block: B;
  related: RelatedContent;
}
/** A content block exposed by a remote: the block, and the page's related content it lists. */
const block = <B,>(file: string) =>
  exposed<ComponentType<{ block: B; related?: RelatedContent }>>(file);
const blockWithRelated = <B,>(file: string) => exposed<ComponentType<BlockProps<B>>>(file);

export interface SiteApp {
  /** The npm workspace, which is also its folder. */
  workspace: string;
  /** The federation name: a JS identifier, the app's key in the remotes manifest. */
  name: string;
  /** The app's port after the shell's (the shell on 8080 in development, this one on 8080 + offset). */
  portOffset: number;
  /** Its npm scripts that build it, in order (a seasonal variant after the default build). */
  builds: readonly string[];
  /** Module name → source file, typed with its contract. */
  exposes: Readonly<Record<string, Exposed<unknown>>>;
  /** What of the site it serves, in words for people (the release console's areas). */
  area: string;
}

/** The shell: the host page, the router and the page data; it exposes nothing. */
export const SHELL_APP = {
  workspace: 'shell',
  name: 'shell',
  area: 'Pages, menus and search',
  portOffset: 0,
  builds: ['build'],
  exposes: {},
} as const satisfies SiteApp;

/** The remotes, in the order of their ports. */
export const REMOTE_APPS = [
  {
    workspace: 'mf-stores',
    area: 'Stores and centre map',
    name: 'stores',
    portOffset: 1,
    builds: ['build'],
    exposes: {
      StoreDirectoryPage: page<'store-directory'>('./src/pages/StoreDirectoryPage.tsx'),
      StoreDetailPage: page<'store-detail'>('./src/pages/StoreDetailPage.tsx'),
      CentreMapPage: page<'centre-map'>('./src/pages/CentreMapPage.tsx'),
      StoreSearchBlock: blockWithRelated<StoreSearchBlock>('./src/blocks/StoreSearchBlock.tsx'),
      StoreDirectoryBlock: blockWithRelated<StoreDirectoryBlock>(
        './src/blocks/StoreDirectoryBlock.tsx',
      ),
      ShopByCategoryBlock: blockWithRelated<ShopByCategoryBlock>(
        './src/blocks/ShopByCategoryBlock.tsx',
      ),
      StoreTilesBlock: blockWithRelated<StoreTilesBlock>('./src/blocks/StoreTilesBlock.tsx'),
    },
  },
  {
    workspace: 'mf-whats-on',
    area: "Offers, What's On and jobs",
    name: 'whats_on',
    portOffset: 2,
    builds: ['build'],
    exposes: {
      OffersPage: page<'offers'>('./src/pages/OffersPage.tsx'),
      OfferDetailPage: page<'offer-detail'>('./src/pages/OfferDetailPage.tsx'),
      WhatsOnPage: page<'whats-on'>('./src/pages/WhatsOnPage.tsx'),
      ArticleDetailPage: page<'article-detail'>('./src/pages/ArticleDetailPage.tsx'),
      EventDetailPage: page<'event-detail'>('./src/pages/EventDetailPage.tsx'),
      JobListingPage: page<'job-listing'>('./src/pages/JobListingPage.tsx'),
      /** The offers of one store on its detail page (mf-stores). */
      StoreOffersSlider: exposed<ComponentType<{ offers: Offer[]; store: StoreRef }>>(
        './src/blocks/StoreOffersSlider.tsx',
      ),
      LatestOffersBlock: block<LatestOffersBlock>('./src/blocks/LatestOffersBlock.tsx'),
      LatestArticlesBlock: block<LatestNewsBlock>('./src/blocks/LatestArticlesBlock.tsx'),
      EventsBlock: block<EventsBlock>('./src/blocks/EventsBlock.tsx'),
      JobListingsBlock: block<JobListingsBlock>('./src/blocks/JobListingsBlock.tsx'),
      /** The What's On listing in a content page: its filter in that page's address. */
      WhatsOnBlock: block<WhatsOnBlock>('./src/blocks/WhatsOnBlock.tsx'),
    },
  },
  {
    workspace: 'mf-gifts',
    area: 'Gift guide and campaigns',
    name: 'gifts',
    portOffset: 3,
    builds: ['build', 'build:campaign'],
    exposes: {
      GiftGeneratorPage: page<'gift-generator'>('./src/pages/GiftGeneratorPage.tsx'),
      GiftDetailPage: page<'gift-detail'>('./src/pages/GiftDetailPage.tsx'),
      /** The gift generator in a content page. */
      GiftGeneratorBlock: block<GiftGeneratorBlock>('./src/blocks/GiftGeneratorBlock.tsx'),
      /** The gift guide in a content page: its filters in that page's address. */
      GiftGuideBlock: blockWithRelated<GiftGuideBlock>('./src/blocks/GiftGuideBlock.tsx'),
      /** The store page's gift slider ('Looking for the perfect gift?'); only when it has gifts. */
      StoreGiftSlider: exposed<ComponentType<{ gifts: Gift[] }>>(
        './src/features/gift-slider/StoreGiftSlider.tsx',
      ),
    },
  },
  {
    workspace: 'mf-forms',
    area: 'Forms',
    name: 'forms',
    portOffset: 4,
    builds: ['build'],
    exposes: {
      FormBlock: exposed<ComponentType<{ block: FormBlock }>>('./src/pages/FormBlock.tsx'),
      /** 'Apply for this job: {position}', on a job listing page (mf-whats-on). */
      JobApplicationForm: exposed<
        ComponentType<{
          /** The employer (store) name. */
          storeName: string;
          /** The position's title. */
          position: string;
          /** Where applications go: the listing's job email. */
          recipient: string;
          /** Which form this is, for the submission record: the job listing's id. */
          formId: string;
        }>
      >('./src/pages/JobApplicationForm.tsx'),
    },
  },
] as const satisfies readonly SiteApp[];

/** The remotes' federation names, in the order of their ports. */
export const REMOTE_NAMES: readonly (typeof REMOTE_APPS)[number]['name'][] = REMOTE_APPS.map(
  (app) => app.name,
);

/**
 * Every exposed module as `{remote}/{module}`: a release of a remote is refused when its build no
 * longer exposes one of its own (deploy/release).
 */
export const REMOTE_MODULE_IDS: readonly string[] = REMOTE_APPS.flatMap((app) =>
  Object.keys(app.exposes).map((module) => `${app.name}/${module}`),
);

/** Every app of the site, the shell first: the build order and the ports. */
export const SITE_APPS: readonly SiteApp[] = [SHELL_APP, ...REMOTE_APPS];

/** The form intake service: not an app of the page, but it listens beside them, after the remotes. */
export const FORMS_API = { workspace: 'forms-api', portOffset: 5 } as const;

/** The site events service (deploy/site-events): beside the forms service, after it. */
export const SITE_EVENTS = { portOffset: 6 } as const;

/**
 * The content editor's local backend (started by `npm start` only) on 127.0.0.1 after the site
 * events service: the editor at /admin/ is told its address by the shell's server.
 */
export const EDITOR_BACKEND = { portOffset: 7 } as const;

/**
 * The release service (deploy/release-service): the one writer of the site's state, whose
 * clients are the release commands, the release console and the editor's publish.
 */
export const RELEASE_SERVICE = { portOffset: 8 } as const;

/**
 * The editor's own origin where nginx serves it (`ADMIN_ENABLED=1`): a host name of its own in
 * production, this port after the shell's on one machine. Never the shop's origin.
 */
export const EDITOR_ORIGIN = { portOffset: 9 } as const;

/** The shell's port in development (`npm start -w {app}`); each app listens at its offset from it. */
export const DEV_SHELL_PORT = 8080;

/** The remotes manifest of a site on one host: each remote on its own port after the shell's. */
export function localRemotesManifest(
  shellPort: number,
  host = '127.0.0.1',
): { remotes: Record<(typeof REMOTE_APPS)[number]['name'], string> } {
  return {
    remotes: Object.fromEntries(
      REMOTE_APPS.map((app) => [
        app.name,
        `http://${host}:${shellPort + app.portOffset}/remoteEntry.js`,
      ]),
    ) as Record<(typeof REMOTE_APPS)[number]['name'], string>,
  };
}
