import type { Category } from '../content/types';

/** One option of the store category select: children follow their parent, one level deeper. */
export interface CategoryOption {
  id: number;
  name: string;
  depth: 0 | 1;
}

const byWeight = (a: Category, b: Category): number =>
  a.weight - b.weight || a.name.localeCompare(b.name, 'en-AU', { sensitivity: 'base' });

/**
 * The category tree flattened for a select: top-level categories in weight order, each followed
 * by its children in weight order (name breaks ties). Children whose parent is missing are left
 * out, as the content system would not show them either.
 */
export function categoryOptions(categories: readonly Category[]): CategoryOption[] {
  const children = new Map<number, Category[]>();
  for (const category of categories) {
    if (category.parent === 0) continue;
    children.set(category.parent, [...(children.get(category.parent) ?? []), category]);
  }
  return categories
    .filter((category) => category.parent === 0)
    .sort(byWeight)
    .flatMap((parent) => [
      { id: parent.tid, name: parent.name, depth: 0 as const },
      ...[...(children.get(parent.tid) ?? [])]
        .sort(byWeight)
        .map((child) => ({ id: child.tid, name: child.name, depth: 1 as const })),
    ]);
}
