import { normalizePath } from './normalizePath';
import { routeTable, type RouteName } from './routeTable';

export interface RouteMatch {
  name: RouteName;
  params: Record<string, string>;
}

function matchPattern(pattern: string, path: string): Record<string, string> | null {
  if (pattern === '*') return {};
  const patternParts = pattern.split('/');
  const pathParts = path.split('/');
  if (patternParts.length !== pathParts.length) return null;
  const params: Record<string, string> = {};
  for (let i = 0; i < patternParts.length; i += 1) {
    const expected = patternParts[i] ?? '';
    const actual = pathParts[i] ?? '';
    if (expected.startsWith(':')) {
      if (actual === '') return null;
      params[expected.slice(1)] = decodeURIComponent(actual);
    } else if (expected !== actual) {
      return null;
    }
  }
  return params;
}

/** The first route of the table whose pattern matches the path (any path matches `*`). */
export function matchRoute(pathname: string): RouteMatch {
  const path = normalizePath(pathname);
  for (const route of routeTable) {
    const params = matchPattern(route.pattern, path);
    if (params) return { name: route.name, params };
  }
  return { name: 'content-page', params: {} };
}
