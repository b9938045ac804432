import { array, object, string } from 'yup';

import { Issues } from '../issues/Issues';
import { blockSchema } from '../schema/blocks';
import { processedSchema } from '../schema/common';
import { withMarkdownAsHtml } from './markdownText';

const where = { file: 'offers/sale.json', itemId: 'sale' };
const schema = object({
  title: string(),
  details: processedSchema,
  about: processedSchema,
  blocks: array().of(blockSchema),
});

describe('withMarkdownAsHtml', () => {
  it('turns every Markdown field into the HTML its schema reads, in objects and lists, and leaves the rest', () => {
    const issues = new Issues();
    const record = {
      title: 'Sale',
      details: { value: 'Half *off*.', format: 'markdown' },
      blocks: [
        { type: 'rich_text', text: { value: '## Hours', format: 'markdown' } },
        { type: 'rich_text', text: '<p>As is.</p>' },
        { type: 'icon_grid', items: [{ text: { value: 'Free.', format: 'markdown' } }] },
      ],
      about: { processed: '<p>Already HTML.</p>' },
    };
    expect(withMarkdownAsHtml(record, schema, where, issues)).toEqual({
      title: 'Sale',
      // A record's rich text is `{ processed }`; a block's text is the HTML itself.
      details: { processed: '<p>Half <em>off</em>.</p>' },
      blocks: [
        { type: 'rich_text', text: '<h2>Hours</h2>' },
        { type: 'rich_text', text: '<p>As is.</p>' },
        { type: 'icon_grid', items: [{ text: '<p>Free.</p>' }] },
      ],
      about: { processed: '<p>Already HTML.</p>' },
    });
    expect(issues.list).toEqual([]);
    // The record read from the file is not changed.
    expect(record.details).toEqual({ value: 'Half *off*.', format: 'markdown' });
  });

  it('reads Markdown in a field the schema does not know as { processed }, for validation to refuse', () => {
    const record = {
      extra: { value: 'x', format: 'markdown' },
      title: { value: 'y', format: 'markdown' },
    };
    expect(withMarkdownAsHtml(record, schema, where, new Issues())).toEqual({
      extra: { processed: '<p>x</p>' },
      title: { processed: '<p>y</p>' },
    });
  });

  it('returns a record without Markdown as it is', () => {
    const record = { details: { processed: '<p>x</p>' }, list: [1, 2] };
    expect(withMarkdownAsHtml(record, schema, where, new Issues())).toBe(record);
  });

  it('names the file, item and field of Markdown that is not text', () => {
    const issues = new Issues();
    withMarkdownAsHtml(
      { blocks: [{ type: 'rich_text', text: { value: 5, format: 'markdown' } }] },
      schema,
      where,
      issues,
    );
    expect(issues.list).toEqual([
      { ...where, field: 'blocks[0].text.value', message: 'must be Markdown text' },
    ]);
  });
});
