export * from './routeTable';
export * from './paths';
export * from './normalizePath';
export * from './pageDataUrl';
export * from './matchRoute';
