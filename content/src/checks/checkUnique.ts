import type { Issues } from '../issues/Issues';
import { formatWhere } from './formatWhere';
import { LIST_NAMES, ROUTED_LISTS, type CheckInput } from './CheckInput';

/** Ids are unique within each list; path aliases are unique across the whole site. */
export function checkUnique(input: CheckInput, issues: Issues): void {
  for (const list of LIST_NAMES) {
    const seen = new Map<string, object>();
    for (const item of input[list] as { id: string }[]) {
      const first = seen.get(item.id);
      if (first)
        issues.at(
          item,
          'id',
          `"${item.id}" is also the id of ${formatWhere(issues.whereOf(first))}`,
        );
      else seen.set(item.id, item);
    }
  }

  const aliases = new Map<string, object>();
  for (const list of ROUTED_LISTS) {
    for (const item of input[list] as { path: { alias: string } }[]) {
      const first = aliases.get(item.path.alias);
      if (first) {
        issues.at(
          item,
          'path.alias',
          `"${item.path.alias}" is also the address of ${formatWhere(issues.whereOf(first))}`,
        );
      } else aliases.set(item.path.alias, item);
    }
  }
}
