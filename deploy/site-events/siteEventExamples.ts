/** A page view and a failure as a page sends them, for the service's tests. */
export const PAGE_VIEW = {
  type: 'pageview',
  path: '/gift-generator/',
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
};
