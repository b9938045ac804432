import { readFileSync } from 'node:fs';
import path from 'node:path';

export interface BenchRoute {
  name: string;
  path: string;
}

/**
 * The routes the benchmark measures, one of each kind a shopper lands on, found in the content
 * build so that they exist whatever the content is.
 */
export function benchRoutes(shellDist: string): BenchRoute[] {
  const { routes } = JSON.parse(readFileSync(path.join(shellDist, 'build-info.json'), 'utf8')) as {
    routes: string[];
  };
  const first = (pattern: RegExp, what: string) => {
    const found = routes.find((route) => pattern.test(route));
    if (!found) throw new Error(`The content build has no ${what} to measure`);
    return found;
  };
  return [
    { name: 'home', path: '/' },
    { name: 'store directory', path: '/stores/' },
    { name: 'store', path: first(/^\/stores\/[^/]+\/$/, 'store page') },
    { name: 'offers', path: '/offers/' },
    { name: 'offer', path: first(/^\/offers\/[^/]+\/$/, 'offer page') },
    { name: "what's on", path: '/whats-on/' },
    { name: 'article', path: first(/^\/whats-on\/news\/[^/]+\/$/, 'article') },
    { name: 'gift generator', path: '/gift-generator/' },
    { name: 'gift', path: first(/^\/stores\/[^/]+\/gift\/[^/]+\/$/, 'gift page') },
    { name: 'search', path: '/search/?q=shoes' },
    { name: 'content page', path: first(/^\/(about-us|leasing|information)\/$/, 'content page') },
  ];
}
