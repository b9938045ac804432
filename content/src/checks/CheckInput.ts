import type { Content } from '../model/content';

/** The collections that are lists of records, in the order they are read and checked. */
export const LIST_NAMES = [
  'categories',
  'stores',
  'offers',
  'articles',
  'events',
  'gifts',
  'jobs',
  'slides',
  'pages',
] as const;
export type ListName = (typeof LIST_NAMES)[number];

/** The lists whose records have an address (`path.alias`) and a page of their own. */
export const ROUTED_LISTS = [
  'stores',
  'offers',
  'articles',
  'events',
  'gifts',
  'jobs',
  'pages',
] as const;

/**
 * What the cross-reference checks read: the valid records (invalid ones were reported by the
 * schemas) and, per list, the ids declared in the file whether valid or not, so that a reference
 * to a broken record is not reported a second time as "missing".
 */
export interface CheckInput extends Pick<Content, ListName> {
  site?: Content['site'];
  menus?: Content['menus'];
  openingHours?: Content['openingHours'];
  centrePlan?: Content['centrePlan'];
  declaredIds: Record<ListName, ReadonlySet<string>>;
  /** Path aliases declared by any record, valid or not, for the same reason. */
  declaredAliases: ReadonlySet<string>;
  /** Each list's file as shown in issues (for pages, the pages directory). */
  files: Record<ListName, string>;
}
