import type { PageContexts, PageData, TemplateName } from 'shared-lib/page-data';

/** A page-data file before the build hash is known (the hash covers all of them). */
export type PageEntry<T extends TemplateName = TemplateName> = Omit<PageData<T>, 'hash'>;

/** Keeps the key order of every file the same: template, path, title, share, context. */
export function pageEntry<T extends TemplateName>(
  template: T,
  path: string,
  title: string,
  share: PageData<T>['share'],
  context: PageContexts[T],
): PageEntry<T> {
  return { template, path, title, share, context };
}
