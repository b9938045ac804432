/**
 * docs/reference/rules.md#validation: a checkbox accepts a boolean, string, number or array value. These rules say
 * whether such a value means "ticked" and what the value becomes when the box is toggled, so one
 * CheckboxField serves a consent (boolean), a yes/no string, a count and a list of options.
 */
export type CheckboxValue = boolean | string | number | readonly (string | number)[];

const FALSE_STRINGS = new Set(['', 'false', '0', 'no', 'off']);

/**
 * Whether `value` ticks the box. With `optionValue` (one box of a group), a string or number must
 * equal it and an array must contain it; without, a non-empty, non-"false" value ticks it.
 */
export function isCheckboxChecked(value: unknown, optionValue?: string): boolean {
  if (typeof value === 'boolean') return value;
  if (typeof value === 'string')
    return optionValue !== undefined
      ? value === optionValue
      : !FALSE_STRINGS.has(value.trim().toLowerCase());
  if (typeof value === 'number')
    return optionValue !== undefined
      ? String(value) === optionValue
      : value !== 0 && !Number.isNaN(value);
  if (Array.isArray(value))
    return optionValue !== undefined
      ? value.some((item) => String(item) === optionValue)
      : value.length > 0;
  return false;
}

/** The value after the box is set to `checked`, keeping the value's kind. */
export function nextCheckboxValue(
  current: unknown,
  checked: boolean,
  optionValue?: string,
): CheckboxValue {
  if (Array.isArray(current)) {
    const option = optionValue ?? 'on';
    const others = current.filter((item) => String(item) !== option) as (string | number)[];
    return checked ? [...others, option] : others;
  }
  if (typeof current === 'string') return checked ? (optionValue ?? 'true') : '';
  if (typeof current === 'number') return checked ? Number(optionValue ?? 1) : 0;
  return checked;
}
