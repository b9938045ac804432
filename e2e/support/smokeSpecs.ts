/**
 * The smoke suite: the specs a shopper's journey depends on (every remote's pages, the 404, the
 * served HTML and head, hydration, a failing remote, compression, offline). They need no test
 * fault of the Node server, so they run through nginx as production serves the site.
 */
export const SMOKE_SPECS = [
  'tests/remote-pages.spec.ts',
  'tests/not-found.spec.ts',
  'tests/served-html.spec.ts',
  'tests/page-head.spec.ts',
  'tests/hydration.spec.ts',
  'tests/remote-isolation.spec.ts',
  'tests/compressed-pages.spec.ts',
  'tests/offline.spec.ts',
];
