import { createHash } from 'node:crypto';
import { decodeAttribute, inlineHashesOf, mergeHashes } from './inlineHashes';

const sha = (text: string) => `sha256-${createHash('sha256').update(text).digest('base64')}`;

describe('inlineHashesOf', () => {
  const html = `<html><head><script type="application/ld+json">{"a":1}</script>
    <script defer src="/start.js"></script></head><body>
    <div class="slider"><style>.slider-x{--slider-items:1}</style></div>
    <a class="button" style="background-color:#e5007e">Join</a>
    <p style="font-family:&quot;Inter&quot;">x</p>
    <script type="application/json" id="site-state">{"b":2}</script>
    <script>alert(1)</script></body></html>`;
  const hashes = inlineHashesOf(html);

  it('hashes style elements and style attributes as the browser reads them', () => {
    expect(hashes.styleElements).toEqual([sha('.slider-x{--slider-items:1}')]);
    expect(hashes.styleAttributes).toEqual([
      sha('background-color:#e5007e'),
      sha('font-family:"Inter"'),
    ]);
  });

  it('hashes executable inline scripts only: not data blocks, not external scripts', () => {
    expect(hashes.scripts).toEqual([sha('alert(1)')]);
  });

  it('decodes entities in attributes', () => {
    expect(decodeAttribute('a&amp;b&#x27;c&#39;d&lt;')).toBe("a&b'c'd<");
  });

  it('merges without duplicates', () => {
    expect(mergeHashes(hashes, hashes)).toEqual({
      styleElements: hashes.styleElements,
      styleAttributes: [...hashes.styleAttributes].sort(),
      scripts: hashes.scripts,
    });
  });
});
