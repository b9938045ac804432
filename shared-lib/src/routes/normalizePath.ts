/**
 * The canonical form of a pathname: one leading slash, no repeated slashes and a trailing slash
 * (docs/reference/routes.md: trailing slashes on routes). `/stores` and `/stores//` both become `/stores/`.
 */
export function normalizePath(pathname: string): string {
  const collapsed = `/${pathname}/`.replace(/\/{2,}/g, '/');
  return collapsed;
}
