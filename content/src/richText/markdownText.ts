import type { Issues, Where } from '../issues/Issues';
import { markdownToHtml } from './markdownToHtml';

/** The format name of a rich text field written in Markdown: `{ "value": "…", "format": "markdown" }`. */
export const MARKDOWN_FORMAT = 'markdown';

export interface MarkdownText {
  value: string;
  format: typeof MARKDOWN_FORMAT;
}

const isObject = (value: unknown): value is Record<string, unknown> =>
  value !== null && typeof value === 'object' && !Array.isArray(value);

/**
 * A record with every rich text field written in Markdown (`{ value, format: 'markdown' }`, as the
 * editor saves it, decision 411) turned into the `{ processed }` HTML the schema and every page
 * read. Other fields, and records with none, are returned as they are; a Markdown field whose
 * value is not text is named in `issues` and left for validation to refuse.
 */
export function withMarkdownAsHtml(
  record: unknown,
  where: Where,
  issues: Issues,
  field = '',
): unknown {
  if (Array.isArray(record)) {
    let changed = false;
    const items = record.map((item, index) => {
      const next = withMarkdownAsHtml(item, where, issues, `${field}[${index}]`);
      changed ||= next !== item;
      return next;
    });
    return changed ? items : record;
  }
  if (!isObject(record)) return record;
  if (record.format === MARKDOWN_FORMAT) {
    if (typeof record.value === 'string') return { processed: markdownToHtml(record.value) };
    issues.add(where, field ? `${field}.value` : 'value', 'must be Markdown text');
    return record;
  }
  let changed = false;
  const entries = Object.entries(record).map(([key, value]) => {
    const next = withMarkdownAsHtml(value, where, issues, field ? `${field}.${key}` : key);
    changed ||= next !== value;
    return [key, next] as const;
  });
  return changed ? Object.fromEntries(entries) : record;
}
