import { markdownToHtml } from './markdownToHtml';

describe('markdownToHtml', () => {
  it('writes paragraphs as the content system writes processed text, without line breaks between blocks', () => {
    expect(markdownToHtml('Save 40% off.\n\nMembers save more & often.')).toBe(
      '<p>Save 40% off.</p><p>Members save more &amp; often.</p>',
    );
  });

  it('writes the toolbar markup: emphasis, links, headings, quotes and lists', () => {
    expect(
      markdownToHtml(
        '## Terms\n\n**Bold**, *italic* and [a link](https://example.com/).\n\n> Quote\n\n- one\n- two\n\n1. first',
      ),
    ).toBe(
      '<h2>Terms</h2><p><strong>Bold</strong>, <em>italic</em> and <a href="https://example.com/">a link</a>.</p>' +
        '<blockquote><p>Quote</p></blockquote><ul><li>one</li><li>two</li></ul><ol><li>first</li></ol>',
    );
  });

  it('keeps raw HTML for the sanitizer to judge, and keeps the line breaks inside code', () => {
    expect(markdownToHtml('<script>alert(1)</script>')).toBe('<script>alert(1)</script>');
    expect(markdownToHtml('```\n<a>\n</a>\n```')).toBe(
      '<pre><code>&lt;a&gt;\n&lt;/a&gt;\n</code></pre>',
    );
  });
});
