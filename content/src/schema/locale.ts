import { setLocale } from 'yup';

/**
 * yup's default messages start with the field path ("path.alias is a required field"); a content
 * issue already names the field, so the messages here say only what is wrong. setLocale is
 * global, which is acceptable in this build-only package; every schema module imports this one.
 */
function describe(value: unknown): string {
  if (value === null) return 'null';
  if (Array.isArray(value)) return 'an array';
  if (typeof value === 'string')
    return JSON.stringify(value.length > 40 ? `${value.slice(0, 40)}…` : value);
  if (typeof value === 'object') return 'an object';
  return String(value);
}

setLocale({
  mixed: {
    required: 'is required',
    defined: 'is required',
    notNull: 'must not be null (leave it out or give a value)',
    notType: ({ type, value }: { type: string; value: unknown }) =>
      `must be ${type === 'array' ? 'an' : 'a'} ${type}, not ${describe(value)}`,
    oneOf: ({ values }: { values: unknown }) => `must be one of: ${String(values)}`,
  },
  string: {
    min: ({ min }: { min: number }) => `must be at least ${min} characters`,
    matches: ({ regex }: { regex: RegExp }) => `must match ${String(regex)}`,
    email: 'must be an email address',
    url: 'must be an absolute URL',
  },
  number: {
    integer: 'must be an integer',
    positive: 'must be greater than 0',
    min: ({ min }: { min: number }) => `must be at least ${min}`,
  },
  array: {
    min: ({ min }: { min: number }) => `must have at least ${min} item${min === 1 ? '' : 's'}`,
  },
  object: {
    noUnknown: ({ unknown }: { unknown: unknown }) => `has unknown field(s): ${String(unknown)}`,
  },
});
