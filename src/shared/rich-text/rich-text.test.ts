import { describe, expect, it } from 'vitest';
import {
  plainText,
  RICH_TEXT_MAX_DEPTH,
  RICH_TEXT_MAX_NODES,
  RICH_TEXT_MAX_TEXT,
  richTextToHtml,
  safeHref,
  sanitizeRichText,
} from './rich-text.ts';

/** The allow-list renderer of the desk's rich text (issue 23 §6, decision 0118). */

const doc = (...content: unknown[]) => ({ type: 'doc', content });
const p = (...content: unknown[]) => ({ type: 'paragraph', content });
const text = (value: string, marks?: unknown[]) => ({ type: 'text', text: value, marks });
const html = (input: unknown) => richTextToHtml(sanitizeRichText(input).doc);

describe('sanitizeRichText + richTextToHtml', () => {
  it.each([
    ['a paragraph', doc(p(text('Olá'))), '<p>Olá</p>'],
    [
      'escaped text',
      doc(p(text('<b>1 & 2</b> "x"'))),
      '<p>&lt;b&gt;1 &amp; 2&lt;/b&gt; &quot;x&quot;</p>',
    ],
    ['a line break', doc(p(text('a'), { type: 'hardBreak' }, text('b'))), '<p>a<br>b</p>'],
    [
      'marks in a fixed order, link outermost',
      doc(
        p(
          text('x', [
            { type: 'italic' },
            { type: 'link', attrs: { href: '/casos' } },
            { type: 'bold' },
          ]),
        ),
      ),
      '<p><a href="/casos"><strong><em>x</em></strong></a></p>',
    ],
    [
      'an external link gets rel',
      doc(p(text('site', [{ type: 'link', attrs: { href: 'https://example.com/a?b=1' } }]))),
      '<p><a href="https://example.com/a?b=1" rel="noopener noreferrer">site</a></p>',
    ],
    [
      'headings from h2 (h1 is the page title)',
      doc({ type: 'heading', attrs: { level: 1 }, content: [text('T')] }),
      '<h2>T</h2>',
    ],
    ['h3 stays', doc({ type: 'heading', attrs: { level: 3 }, content: [text('T')] }), '<h3>T</h3>'],
    [
      'h6 becomes h4',
      doc({ type: 'heading', attrs: { level: 6 }, content: [text('T')] }),
      '<h4>T</h4>',
    ],
    [
      'lists',
      doc(
        { type: 'bulletList', content: [{ type: 'listItem', content: [p(text('um'))] }] },
        {
          type: 'orderedList',
          attrs: { start: 3 },
          content: [{ type: 'listItem', content: [p(text('três'))] }],
        },
      ),
      '<ul><li><p>um</p></li></ul><ol start="3"><li><p>três</p></li></ol>',
    ],
    [
      'a quote',
      doc({ type: 'blockquote', content: [p(text('dito'))] }),
      '<blockquote><p>dito</p></blockquote>',
    ],
    [
      'code keeps its lines, a known language',
      doc({ type: 'codeBlock', attrs: { language: 'ts' }, content: [text('a < b\nc')] }),
      '<pre><code class="language-ts">a &lt; b\nc</code></pre>',
    ],
    [
      'code with a language that could be an attribute',
      doc({ type: 'codeBlock', attrs: { language: 'x" onclick="alert(1)' }, content: [text('a')] }),
      '<pre><code>a</code></pre>',
    ],
    [
      'an image of the media store, with its size and alt text',
      doc({
        type: 'image',
        attrs: { src: '/media/abc123.webp', alt: 'Equipe', width: 800, height: 450 },
      }),
      '<img src="/media/abc123.webp" alt="Equipe" width="800" height="450" loading="lazy" decoding="async">',
    ],
    [
      'an image from elsewhere',
      doc({
        type: 'image',
        attrs: { src: 'https://evil.example/x.png', alt: 'a', width: 1, height: 1 },
      }),
      '',
    ],
    [
      'an image without alt text',
      doc({ type: 'image', attrs: { src: '/media/a.webp', alt: ' ', width: 1, height: 1 } }),
      '',
    ],
    [
      'an image without size',
      doc({ type: 'image', attrs: { src: '/media/a.webp', alt: 'a' } }),
      '',
    ],
    ['a rule', doc({ type: 'horizontalRule' }), '<hr>'],
    [
      'empty paragraphs (spacing) left out',
      doc(p(), p(text('a')), { type: 'paragraph' }),
      '<p>a</p>',
    ],
    [
      'an unknown node',
      doc({ type: 'iframe', attrs: { src: 'https://x' } }, p(text('ok'))),
      '<p>ok</p>',
    ],
    [
      'an unknown mark',
      doc(p(text('x', [{ type: 'textStyle', attrs: { color: 'red' } }]))),
      '<p>x</p>',
    ],
    [
      'raw HTML typed as text stays text',
      doc(p(text('<script>alert(1)</script>'))),
      '<p>&lt;script&gt;alert(1)&lt;/script&gt;</p>',
    ],
    ['control characters', doc(p(text('a\u0000b\u0007c\u009Fd'))), '<p>abcd</p>'],
    ['a lone surrogate', doc(p(text('a\uD800b'))), '<p>a\uFFFDb</p>'],
    ['not a document', { type: 'paragraph' }, ''],
    ['not even an object', 'texto', ''],
  ])('%s', (_name, input, expected) => {
    expect(html(input)).toBe(expected);
  });

  it('counts what it left out, and nothing for a clean document', () => {
    expect(sanitizeRichText(doc(p(text('a')))).dropped).toBe(0);
    const dirty = doc(
      { type: 'script' },
      p(
        text('x', [
          { type: 'link', attrs: { href: 'javascript:alert(1)' } },
          { type: 'bold' },
          { type: 'bold' },
        ]),
      ),
    );
    expect(sanitizeRichText(dirty)).toEqual({
      doc: [
        { type: 'paragraph', content: [{ type: 'text', text: 'x', marks: [{ type: 'bold' }] }] },
      ],
      dropped: 3,
      overLimit: false,
    });
  });

  it('counts attributes and keys Tiptap would not write, not the ones it does (decision 0121)', () => {
    const tiptapLink = {
      type: 'link',
      attrs: {
        href: 'https://example.com',
        target: '_blank',
        rel: 'noopener noreferrer nofollow',
        class: null,
        title: null,
      },
    };
    const clean = doc(
      { type: 'heading', attrs: { level: 3 }, content: [text('a', [tiptapLink])] },
      { type: 'orderedList', attrs: { start: 1, type: null }, content: [] },
      { type: 'codeBlock', attrs: { language: null }, content: [text('x')] },
    );
    expect(sanitizeRichText(clean).dropped).toBe(0);
    const stray = [
      doc({ type: 'paragraph', attrs: { style: 'color:red' }, content: [text('a')] }),
      doc({ type: 'paragraph', onclick: 'alert(1)', content: [text('a')] }),
      doc(p(text('a', [{ ...tiptapLink, attrs: { ...tiptapLink.attrs, target: '_top' } }]))),
      doc(p(text('a', [{ type: 'bold', attrs: { class: 'x' } }]))),
      doc({ type: 'heading', attrs: { level: 1 }, content: [text('a')] }),
      doc({ type: 'codeBlock', attrs: { language: '<x>' }, content: [text('a')] }),
      doc({ type: 'codeBlock', content: [text('a', [{ type: 'bold' }])] }),
      doc({ type: 'orderedList', attrs: { start: -1 }, content: [] }),
    ];
    for (const input of stray)
      expect(sanitizeRichText(input).dropped, JSON.stringify(input)).toBe(1);
  });

  it('stops descending past its depth, without overflowing the stack', () => {
    let deep: unknown = p(text('fundo'));
    for (let i = 0; i < 100_000; i++) deep = { type: 'blockquote', content: [deep] };
    const result = sanitizeRichText(doc(deep));
    expect(result.dropped).toBe(1);
    expect(html(doc(deep)).match(/<blockquote>/g)).toHaveLength(RICH_TEXT_MAX_DEPTH);
  });

  it('keeps at most its node and text budgets', () => {
    const many = doc(
      ...Array.from({ length: RICH_TEXT_MAX_NODES + 50 }, () => ({ type: 'horizontalRule' })),
    );
    const result = sanitizeRichText(many);
    expect(result.doc).toHaveLength(RICH_TEXT_MAX_NODES);
    expect(result.dropped).toBe(50);
    expect(result.overLimit).toBe(true);
    expect(sanitizeRichText(doc(p(text('a')))).overLimit).toBe(false);
    const long = sanitizeRichText(doc(p(text('a'.repeat(RICH_TEXT_MAX_TEXT + 10))), p(text('b'))));
    // The second paragraph's text is past the budget, and an empty paragraph is left out.
    expect(long.doc).toHaveLength(1);
    expect(plainText(long.doc)).toHaveLength(RICH_TEXT_MAX_TEXT);
    expect(long.dropped).toBe(2);
  });
});

describe('safeHref', () => {
  it.each([
    ['https://example.com', { href: 'https://example.com/', external: true }],
    ['HTTP://Example.com/a b', { href: 'http://example.com/a%20b', external: true }],
    ['mailto:contato@example.com', { href: 'mailto:contato@example.com', external: false }],
    ['/casos/logistica?x=1#r', { href: '/casos/logistica?x=1#r', external: false }],
    ['/../../etc', { href: '/etc', external: false }],
    ['#resultados', { href: '#resultados', external: false }],
    ['  https://example.com/x  ', { href: 'https://example.com/x', external: true }],
  ])('keeps %j', (input, expected) => {
    expect(safeHref(input)).toEqual(expected);
  });

  it.each([
    'javascript:alert(1)',
    'JaVaScRiPt:alert(1)',
    'java\tscript:alert(1)',
    'java\nscript:alert(1)',
    '\u0001javascript:alert(1)',
    ' javascript:alert(1)',
    'javascript&colon;alert(1)',
    'data:text/html,<script>alert(1)</script>',
    'vbscript:msgbox(1)',
    'file:///etc/passwd',
    '//evil.example/x',
    '\\\\evil.example/x',
    'https://user:pass@example.com',
    'relative/page.html',
    '?q=1',
    '#"><script>',
    '',
    42,
    null,
  ])('refuses %j', (input) => {
    expect(safeHref(input)).toBeUndefined();
  });
});
