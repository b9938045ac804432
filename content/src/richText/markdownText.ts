import { reach, type ISchema } from 'yup';

import type { Issues, Where } from '../issues/Issues';
import { replaceObjects } from '../model/replaceObjects';
import { isHtmlField } from '../sanitize/sanitizeHtmlFields';
import { markdownToHtml } from './markdownToHtml';

/** The format name of a rich text field written in Markdown: `{ "value": "…", "format": "markdown" }`. */
export const MARKDOWN_FORMAT = 'markdown';

export interface MarkdownText {
  value: string;
  format: typeof MARKDOWN_FORMAT;
}

const fieldOf = (field: string, key: string) => (field ? `${field}.${key}` : key);

/**
 * Whether the schema has the HTML itself at `field` (a block's `text`), rather than the
 * `{ processed }` of a record's rich text. A field it does not know is left to validation.
 */
function isHtmlString(schema: ISchema<unknown>, record: unknown, field: string): boolean {
  try {
    return isHtmlField(reach(schema, field, record) as ISchema<unknown>);
  } catch {
    return false;
  }
}

/**
 * A record with every rich text field written in Markdown (`{ value, format: 'markdown' }`, as the
 * editor saves it, decision 411) turned into the HTML the schema and every page read: the
 * `{ processed }` of a record's rich text, or the HTML text where the schema has one (a block's
 * text). Other fields, and records with none, are returned as they are; a Markdown field whose
 * value is not text is named in `issues` and left for validation to refuse.
 */
export function withMarkdownAsHtml(
  record: unknown,
  schema: ISchema<unknown>,
  where: Where,
  issues: Issues,
): unknown {
  return replaceObjects(record, (object, field) => {
    if (object.format !== MARKDOWN_FORMAT) return undefined;
    if (typeof object.value !== 'string') {
      issues.add(where, fieldOf(field, 'value'), 'must be Markdown text');
      return object;
    }
    const html = markdownToHtml(object.value);
    return isHtmlString(schema, record, field) ? html : { processed: html };
  });
}
