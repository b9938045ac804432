import { ValidationError, type Schema } from 'yup';

import type { Issues, Where } from '../issues/Issues';

/**
 * Validates one record against its schema (strict: no type coercion, so "12" is not a price) and
 * turns every failure into an issue naming the field. Returns the record when it is valid.
 */
export function validateRecord<T>(
  schema: Schema<T>,
  value: unknown,
  where: Where,
  issues: Issues,
): T | undefined {
  try {
    schema.validateSync(value, { strict: true, abortEarly: false });
    return value as T;
  } catch (error) {
    if (!(error instanceof ValidationError)) throw error;
    const failures = error.inner.length > 0 ? error.inner : [error];
    for (const failure of failures) {
      const path = failure.path ?? '';
      if (failure.type === 'noUnknown') {
        // One issue per unknown key, so each names its own (probably misspelt) field.
        const unknown = String(
          (failure.params as { unknown?: unknown } | undefined)?.unknown ?? '',
        ).split(', ');
        for (const key of unknown)
          issues.add(where, path ? `${path}.${key}` : key, 'is not a known field');
      } else if (
        path === '' &&
        (value === null || typeof value !== 'object' || Array.isArray(value))
      ) {
        issues.add(where, undefined, 'must be a JSON object');
      } else {
        issues.add(where, path || undefined, failure.message);
      }
    }
    return undefined;
  }
}
