/**
 * Records in id order. Where the first of several records wins (an image url shared by stores)
 * or insertion order shows (the search index), the output must not depend on the order a source
 * lists records in: a folder reads its files by name, a list file in its own order, Drupal in
 * its own.
 */
export const byId = <T extends { id: string }>(a: T, b: T): number =>
  a.id < b.id ? -1 : a.id > b.id ? 1 : 0;
