import { ArraySchema, ObjectSchema, Schema, type ISchema, type Lazy } from 'yup';

import { sanitizeRichText } from './sanitizeRichText';

export interface SanitizedField {
  /** Dotted path inside the record, as validation names fields: `body.processed`, `blocks[2].text`. */
  field: string;
  removed: string[];
}

type AnySchema = ISchema<unknown> | Lazy<unknown>;

/** The schema that applies to `value`: a block's is picked by its `type` (a lazy schema). */
const schemaFor = (schema: AnySchema, value: unknown): AnySchema =>
  schema.resolve({ value }) as AnySchema;

/** Whether the schema declares its string rendered as HTML (`html()` in schema/common.ts). */
export const isHtmlField = (schema: AnySchema): boolean =>
  schema instanceof Schema && schema.meta()?.html === true;

function walk(
  schema: AnySchema,
  value: unknown,
  field: string,
  replace: (clean: string) => void,
  changes: SanitizedField[],
): void {
  const resolved = schemaFor(schema, value);
  if (typeof value === 'string') {
    if (!isHtmlField(resolved)) return;
    const { html, removed } = sanitizeRichText(value);
    replace(html);
    if (removed.length > 0) changes.push({ field, removed });
  } else if (resolved instanceof ArraySchema && Array.isArray(value)) {
    const items = resolved.innerType as AnySchema | undefined;
    if (!items) return;
    value.forEach((item, index) =>
      walk(items, item, `${field}[${index}]`, (clean) => (value[index] = clean), changes),
    );
  } else if (resolved instanceof ObjectSchema && value !== null && typeof value === 'object') {
    const record = value as Record<string, unknown>;
    for (const [key, child] of Object.entries(resolved.fields as Record<string, AnySchema>)) {
      if (!(key in record)) continue;
      const path = field ? `${field}.${key}` : key;
      walk(child, record[key], path, (clean) => (record[key] = clean), changes);
    }
  }
}

/**
 * Sanitizes, in place, every field of a record that its schema declares HTML, and says which
 * fields lost something. Fields the schema does not know are left alone (validation refuses
 * them), so a record that is not valid yet (an editor's draft) can be cleaned for a preview too.
 */
export function sanitizeHtmlFields(schema: AnySchema, record: unknown): SanitizedField[] {
  const changes: SanitizedField[] = [];
  walk(schema, record, '', () => {}, changes);
  return changes;
}
