const isObject = (value: unknown): value is Record<string, unknown> =>
  value !== null && typeof value === 'object' && !Array.isArray(value);

/**
 * A raw record with some of its objects replaced, at any depth: `replace` is asked about every
 * object with its field path as validation names it (`details`, `blocks[2].image`) and returns
 * the object's replacement, or undefined to look inside it. What nothing replaced is returned as
 * it is (the same object), so a record read from a file is never changed in place.
 */
export function replaceObjects(
  value: unknown,
  replace: (object: Record<string, unknown>, field: string) => unknown,
  field = '',
): unknown {
  if (Array.isArray(value)) {
    let changed = false;
    const items = value.map((item, index) => {
      const next = replaceObjects(item, replace, `${field}[${index}]`);
      changed ||= next !== item;
      return next;
    });
    return changed ? items : value;
  }
  if (!isObject(value)) return value;
  const replacement = replace(value, field);
  if (replacement !== undefined) return replacement;
  let changed = false;
  const entries = Object.entries(value).map(([key, inner]) => {
    const next = replaceObjects(inner, replace, field ? `${field}.${key}` : key);
    changed ||= next !== inner;
    return [key, next] as const;
  });
  return changed ? Object.fromEntries(entries) : value;
}
