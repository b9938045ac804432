import { MARKDOWN_FORMAT } from '../../../src/richText/markdownText';

/** What the agreement tests read of a Decap field (config/fields.ts). */
export interface EditorField {
  name: string;
  widget?: string;
  default?: unknown;
  required?: boolean;
  fields?: EditorField[];
  types?: EditorField[];
}

/** A rich text field the editor writes in Markdown (`richText` in config/fields.ts). */
export const isMarkdownText = (field: EditorField) =>
  field.fields?.some((inner) => inner.name === 'format' && inner.default === MARKDOWN_FORMAT) ===
  true;

/**
 * The fields of `record` (a content file's record, or part of one) under the editor's Markdown
 * fields that do not hold Markdown, named as validation names them (`blocks[2].text`): the editor
 * would show them empty. Lists are read item by item, a typed list's item by its kind's fields.
 */
export function notMarkdown(fields: readonly EditorField[], record: unknown, at = ''): string[] {
  if (Array.isArray(record))
    return record.flatMap((item, index) => notMarkdown(fields, item, `${at}[${index}]`));
  if (!record || typeof record !== 'object') return [];
  const values = record as Record<string, unknown>;
  return fields.flatMap((field) => {
    if (!(field.name in values)) return [];
    const value = values[field.name];
    const path = at ? `${at}.${field.name}` : field.name;
    if (isMarkdownText(field))
      return (value as { format?: unknown } | null)?.format === MARKDOWN_FORMAT ? [] : [path];
    if (field.types)
      return (Array.isArray(value) ? value : []).flatMap((item: { type?: unknown }, index) => {
        const kind = field.types!.find((type) => type.name === item.type);
        return kind?.fields ? notMarkdown(kind.fields, item, `${path}[${index}]`) : [];
      });
    return field.fields ? notMarkdown(field.fields, value, path) : [];
  });
}
