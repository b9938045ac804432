import type { Issues } from '../issues/Issues';
import type { CheckInput } from './CheckInput';

/** The top-level categories with fixed ids (docs/reference/content.md#categories); pages and links use these ids. */
export const REQUIRED_TOP_LEVEL: ReadonlyArray<{ id: number; name: string }> = [
  { id: 58, name: 'Food' },
  { id: 29, name: 'Fashion' },
  { id: 10, name: 'Family' },
  { id: 1, name: 'Home' },
  { id: 20, name: 'Sport' },
  { id: 65, name: 'Automotive' },
];

/**
 * The tree has two levels: the store search matches a store's category id or its parent id
 * (docs/reference/rules.md#validation), so a grandchild could never be found under its top-level category.
 */
export function checkCategories(input: CheckInput, issues: Issues): void {
  const byTid = new Map(input.categories.map((category) => [category.tid, category]));
  const siblingWeights = new Map<string, number>();

  for (const category of input.categories) {
    if (category.parent !== 0) {
      const parent = byTid.get(category.parent);
      if (!parent) {
        if (!input.declaredIds.categories.has(String(category.parent))) {
          issues.at(
            category,
            'parent',
            `no category with id ${category.parent} (use 0 for a top-level category)`,
          );
        }
      } else if (parent.parent !== 0) {
        issues.at(
          category,
          'parent',
          `category ${parent.tid} is not top-level; categories have two levels`,
        );
      }
    }
    const key = `${category.parent}:${category.weight}`;
    if (siblingWeights.has(key)) {
      issues.at(
        category,
        'weight',
        `${category.weight} is also the weight of category ${siblingWeights.get(key)} under the same parent`,
      );
    } else siblingWeights.set(key, category.tid);
  }

  // An empty or unreadable file is reported once by the loader, not once per missing category.
  if (input.declaredIds.categories.size === 0) return;
  for (const required of REQUIRED_TOP_LEVEL) {
    const category = byTid.get(required.id);
    if (!category && !input.declaredIds.categories.has(String(required.id))) {
      issues.add(
        { file: input.files.categories },
        undefined,
        `must contain the top-level category ${required.name} with id ${required.id}`,
      );
    } else if (category && category.parent !== 0) {
      issues.at(
        category,
        'parent',
        `must be 0: ${required.name} (${required.id}) is a top-level category`,
      );
    }
  }
}
