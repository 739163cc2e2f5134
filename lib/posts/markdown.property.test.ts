/**
 * Property-based tests of the Markdown renderer: arbitrary Markdown mixed with a corpus of known XSS vectors never
 * yields a script, an event handler, inline style or a dangerous URL in the rendered HTML. The HTML is parsed (as a
 * browser would) and every element and attribute is checked, so an escaped `&lt;script&gt;` in text is fine.
 */
import fc from 'fast-check';
import { parseFragment, type DefaultTreeAdapterMap } from 'parse5';
import { markdownToHtml } from './markdown';

const RUNS = 500;

/** Known vectors: raw tags, handlers, dangerous schemes in links and images, SVG, entities, mixed case, broken tags. */
const XSS_CORPUS = [
  '<script>alert(1)</script>',
  '<SCRIPT SRC=//evil.example/x.js></SCRIPT>',
  '<scr<script>ipt>alert(1)</scr</script>ipt>',
  '<img src=x onerror=alert(1)>',
  '<IMG SRC="javascript:alert(1);">',
  '<img src="x" ONERROR="alert(1)"',
  '<svg onload=alert(1)>',
  '<svg><script>alert(1)</script></svg>',
  '<svg><a xlink:href="javascript:alert(1)"><text x="20" y="20">XSS</text></a></svg>',
  '<math><mtext><table><mglyph><style><img src=x onerror=alert(1)>',
  '<iframe src="javascript:alert(1)"></iframe>',
  '<object data="data:text/html;base64,PHNjcmlwdD5hbGVydCgxKTwvc2NyaXB0Pg=="></object>',
  '<embed src="javascript:alert(1)">',
  '<a href="javascript:alert(1)">x</a>',
  '<a href="JaVaScRiPt:alert(1)">x</a>',
  '<a href="&#106;&#97;&#118;&#97;&#115;&#99;&#114;&#105;&#112;&#116;&#58;alert(1)">x</a>',
  '<a href="&#x6A;avascript&colon;alert(1)">x</a>',
  '<a href=" javascript:alert(1)">x</a>',
  '<a href="java\tscript:alert(1)">x</a>',
  '<div style="background:url(javascript:alert(1))">x</div>',
  '<body onload=alert(1)>',
  '<details open ontoggle=alert(1)>',
  '<form action="javascript:alert(1)"><button>go</button></form>',
  '<button formaction="javascript:alert(1)">x</button>',
  '<meta http-equiv="refresh" content="0;url=javascript:alert(1)">',
  '<base href="javascript:alert(1)//">',
  '<link rel=stylesheet href="javascript:alert(1)">',
  '<style>@import "javascript:alert(1)";</style>',
  '<input autofocus onfocus=alert(1)>',
  '<video><source onerror="alert(1)"></video>',
  '<a href="vbscript:msgbox(1)">x</a>',
  '<<script>script>alert(1)<</script>/script>',
  '<img """><script>alert(1)</script>">',
  '<!--<img src="--><img src=x onerror=alert(1)//">',
  '<noscript><p title="</noscript><img src=x onerror=alert(1)>">',
  '[x](javascript:alert(1))',
  '[x](JAVASCRIPT:alert(1))',
  '[x](javascript&#58;alert(1))',
  '[x](&#106;avascript:alert(1))',
  '[x]( javascript:alert(1) )',
  '[x](vbscript:msgbox(1))',
  '[x](data:text/html;base64,PHNjcmlwdD5hbGVydCgxKTwvc2NyaXB0Pg==)',
  '[x](DaTa:text/html,<script>alert(1)</script>)',
  '[x](<javascript:alert(1)>)',
  '![x](javascript:alert(1))',
  '![x](data:image/svg+xml;base64,PHN2ZyBvbmxvYWQ9YWxlcnQoMSk+)',
  '![x](vbscript:msgbox(1) "title")',
  '[ref]\n\n[ref]: javascript:alert(1)',
  '![ref]\n\n[ref]: data:text/html,alert(1)',
  '<javascript:alert(1)>',
  '<vbscript:msgbox(1)>',
  '[x](https://example.com/" onmouseover="alert(1))',
  '![x](https://example.com/x.png" onerror="alert(1))',
  '`<script>alert(1)</script>`',
  '```html\n<script>alert(1)</script>\n```',
];

const fragments = fc.oneof(
  { weight: 3, arbitrary: fc.constantFrom(...XSS_CORPUS) },
  fc.constantFrom(
    '## ',
    '# ',
    '- ',
    '1. ',
    '> ',
    '**',
    '_',
    '`',
    '```\n',
    '[',
    '](',
    ')',
    '![',
    '<',
    '>',
    '"',
    "'",
    '&',
    '&#',
    ';',
    ':',
    '\n',
    '\n\n',
    '    ',
    '|',
    '---',
    'javascript',
    'on',
    '=',
  ),
  fc.string({ maxLength: 40 }),
  fc.string({ unit: 'grapheme', maxLength: 20 }),
);
const markdown = fc.array(fragments, { maxLength: 25 }).map((parts) => parts.join(''));

type Node = DefaultTreeAdapterMap['childNode'];
const FORBIDDEN_ELEMENTS = new Set([
  'script',
  'style',
  'iframe',
  'frame',
  'object',
  'embed',
  'svg',
  'math',
  'form',
  'input',
  'button',
  'base',
  'link',
  'meta',
  'body',
  'html',
  'noscript',
  'template',
  'video',
  'audio',
  'source',
]);
const URL_ATTRIBUTES = new Set([
  'href',
  'src',
  'action',
  'formaction',
  'xlink:href',
  'poster',
  'srcset',
  'background',
  'cite',
  'data',
]);
const SAFE_SCHEME = /^(https?|mailto|tel):/i;

/** What a browser would object to in the rendered HTML: one line per problem. */
function dangers(html: string): string[] {
  const found: string[] = [];
  const visit = (node: Node) => {
    if (!('tagName' in node)) return;
    if (FORBIDDEN_ELEMENTS.has(node.tagName)) found.push(`<${node.tagName}> element`);
    for (const { name, value } of node.attrs) {
      if (/^on/i.test(name)) found.push(`event handler ${name}`);
      if (name === 'style') found.push('inline style');
      if (URL_ATTRIBUTES.has(name)) {
        // Browsers strip whitespace and control characters before reading a scheme.
        const url = value.replace(/[\u0000-\u0020\u007f]/g, '');
        const scheme = /^([a-z][a-z0-9+.-]*):/i.exec(url);
        if (scheme && !SAFE_SCHEME.test(url)) found.push(`${name}="${value}"`);
      }
    }
    const children = node.tagName === 'template' ? [] : node.childNodes;
    children.forEach(visit);
  };
  parseFragment(html).childNodes.forEach(visit);
  return found;
}

describe('markdownToHtml (property-based)', () => {
  it('the checker itself finds what it looks for', () => {
    expect(dangers('<p><a href="java\tscript:x">a</a><img src=x onerror=y><svg></svg></p>')).toEqual([
      'href="java\tscript:x"',
      'event handler onerror',
      '<svg> element',
    ]);
    expect(dangers('<p>&lt;script&gt; <a href="/about">ok</a> <a href="https://x.example">ok</a></p>')).toEqual([]);
  });

  it(`renders every vector of the XSS corpus harmless (${XSS_CORPUS.length} vectors)`, async () => {
    for (const vector of XSS_CORPUS)
      expect({ vector, dangers: dangers(await markdownToHtml(vector)) }).toEqual({ vector, dangers: [] });
  });

  it(`renders arbitrary Markdown mixed with the corpus harmless (${RUNS} cases)`, async () => {
    await fc.assert(
      fc.asyncProperty(markdown, async (source) => {
        expect(dangers(await markdownToHtml(source))).toEqual([]);
      }),
      { numRuns: RUNS },
    );
  });

  it('keeps safe links and images', async () => {
    const html = await markdownToHtml(
      '[About](/about) [Write](mailto:reader@example.org) ![Glow](/images/blog/x-800.webp)',
    );
    expect(html).toContain('<a href="/about">About</a>');
    expect(html).toContain('<a href="mailto:reader@example.org">Write</a>');
    expect(html).toContain('<img src="/images/blog/x-800.webp" alt="Glow">');
  });
});
