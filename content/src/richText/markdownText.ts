import type { Issues, Where } from '../issues/Issues';
import { replaceObjects } from '../model/replaceObjects';
import { markdownToHtml } from './markdownToHtml';

/** The format name of a rich text field written in Markdown: `{ "value": "…", "format": "markdown" }`. */
export const MARKDOWN_FORMAT = 'markdown';

export interface MarkdownText {
  value: string;
  format: typeof MARKDOWN_FORMAT;
}

const fieldOf = (field: string, key: string) => (field ? `${field}.${key}` : key);

/**
 * A record with every rich text field written in Markdown (`{ value, format: 'markdown' }`, as the
 * editor saves it, decision 411) turned into the `{ processed }` HTML the schema and every page
 * read. Other fields, and records with none, are returned as they are; a Markdown field whose
 * value is not text is named in `issues` and left for validation to refuse.
 */
export function withMarkdownAsHtml(record: unknown, where: Where, issues: Issues): unknown {
  return replaceObjects(record, (object, field) => {
    if (object.format !== MARKDOWN_FORMAT) return undefined;
    if (typeof object.value === 'string') return { processed: markdownToHtml(object.value) };
    issues.add(where, fieldOf(field, 'value'), 'must be Markdown text');
    return object;
  });
}
