/** Events as a page sends them, for the service's tests. */
export const PAGE_VIEW = {
  type: 'pageview',
  path: '/gift-generator/',
  route: 'gift-generator',
  generation: '000002',
  releases: { gifts: 'v2', stores: null },
};

export const FAILURE = {
  type: 'failure',
  path: '/gift-generator/',
  generation: '000002',
  kind: 'render',
  remote: 'gifts',
  release: 'v2',
  page: null,
};

export const PAGE_ERROR = {
  type: 'error',
  path: '/stores/',
  generation: '000002',
  kind: 'script',
  page: null,
};

export const VITALS = {
  type: 'vitals',
  path: '/stores/',
  route: 'store-directory',
  generation: '000002',
  releases: { gifts: 'v2', stores: null },
  device: 'phone',
  page: null,
  lcp: 1830,
  inp: 96,
  cls: 0.012,
  ttfb: 210,
};

export const SEARCH = { type: 'search', generation: '000002', query: 'nike shoes', results: 4 };
