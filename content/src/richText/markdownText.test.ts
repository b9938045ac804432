import { Issues } from '../issues/Issues';
import { withMarkdownAsHtml } from './markdownText';

const where = { file: 'offers/sale.json', itemId: 'sale' };

describe('withMarkdownAsHtml', () => {
  it('turns every Markdown field into processed HTML, in objects and lists, and leaves the rest', () => {
    const issues = new Issues();
    const record = {
      title: 'Sale',
      details: { value: 'Half *off*.', format: 'markdown' },
      blocks: [{ text: { value: '## Hours', format: 'markdown' } }, { text: '<p>As is.</p>' }],
      about: { processed: '<p>Already HTML.</p>' },
    };
    expect(withMarkdownAsHtml(record, where, issues)).toEqual({
      title: 'Sale',
      details: { processed: '<p>Half <em>off</em>.</p>' },
      blocks: [{ text: { processed: '<h2>Hours</h2>' } }, { text: '<p>As is.</p>' }],
      about: { processed: '<p>Already HTML.</p>' },
    });
    expect(issues.list).toEqual([]);
    // The record read from the file is not changed.
    expect(record.details).toEqual({ value: 'Half *off*.', format: 'markdown' });
  });

  it('returns a record without Markdown as it is', () => {
    const record = { details: { processed: '<p>x</p>' }, list: [1, 2] };
    expect(withMarkdownAsHtml(record, where, new Issues())).toBe(record);
  });

  it('names the file, item and field of Markdown that is not text', () => {
    const issues = new Issues();
    withMarkdownAsHtml({ blocks: [{ text: { value: 5, format: 'markdown' } }] }, where, issues);
    expect(issues.list).toEqual([
      { ...where, field: 'blocks[0].text.value', message: 'must be Markdown text' },
    ]);
  });
});
