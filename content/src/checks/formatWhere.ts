import type { Where } from '../issues/Issues';

/** `stores.json item "nike" (index 4)`: another record named inside an issue's message. */
export function formatWhere(where: Where): string {
  const item = where.itemId === undefined ? '' : ` item "${where.itemId}"`;
  const index = where.index === undefined ? '' : ` (index ${where.index})`;
  return `${where.file}${item}${index}`;
}
