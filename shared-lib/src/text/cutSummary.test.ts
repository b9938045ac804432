import { cutSummary, stripMarkup } from './cutSummary';

describe('stripMarkup', () => {
  it('removes tags and keeps words apart across block ends', () => {
    expect(stripMarkup('<p>Up to <strong>70%</strong> off</p><p>Every day</p>')).toBe(
      'Up to 70% off Every day',
    );
  });

  it('decodes entities and collapses whitespace', () => {
    expect(stripMarkup('Fish&nbsp;&amp;&#32;chips &#x2014;\n\n  daily')).toBe(
      'Fish & chips — daily',
    );
  });

  it('drops scripts, styles and comments with their content', () => {
    expect(stripMarkup('a<script>alert(1)</script>b<!-- note --><style>p{}</style>c')).toBe(
      'a b c',
    );
  });
});

describe('cutSummary', () => {
  it('keeps text that fits unchanged', () => {
    expect(cutSummary('<p>Short</p>', 10)).toBe('Short');
    expect(cutSummary('x'.repeat(200))).toBe('x'.repeat(200));
  });

  it('cuts at the given length and adds an ellipsis', () => {
    expect(cutSummary('x'.repeat(201))).toBe(`${'x'.repeat(200)}…`);
    expect(cutSummary('<p>Hello wonderful world</p>', 6)).toBe('Hello…');
  });

  it('counts characters, not UTF-16 units', () => {
    expect(cutSummary('😀😀😀', 2)).toBe('😀😀…');
  });
});
