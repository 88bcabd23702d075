import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { richTextToHtml, sanitizeRichText } from '#shared/rich-text/rich-text.ts';
import { RichTextView } from './rich-text.tsx';

/**
 * The page's renderer and the feeds' renderer keep one allow-list (decision 0118): the same
 * document gives the same elements, attributes and text from both (classes aside, which only the
 * page has).
 */

const t = (text: string, marks: unknown[] = []) => ({ type: 'text', text, marks });
const sample = {
  type: 'doc',
  content: [
    { type: 'heading', attrs: { level: 2 }, content: [t('Resultados')] },
    {
      type: 'paragraph',
      content: [
        t('Um '),
        t('texto', [{ type: 'bold' }, { type: 'italic' }]),
        { type: 'hardBreak' },
        t('com <link>', [{ type: 'link', attrs: { href: 'https://example.com/?a=1&b="2"' } }]),
        t(' e '),
        t('código', [{ type: 'code' }, { type: 'strike' }]),
        t(' interno', [{ type: 'link', attrs: { href: '/casos' } }]),
      ],
    },
    {
      type: 'orderedList',
      attrs: { start: 2 },
      content: [{ type: 'listItem', content: [{ type: 'paragraph', content: [t("it's")] }] }],
    },
    { type: 'bulletList', content: [{ type: 'listItem', content: [] }] },
    { type: 'blockquote', content: [{ type: 'paragraph', content: [t('dito')] }] },
    { type: 'codeBlock', attrs: { language: 'ts' }, content: [t('a < b\n')] },
    {
      type: 'image',
      attrs: { src: '/media/a1.webp', alt: 'Equipe "A"', width: 640, height: 360 },
    },
    { type: 'horizontalRule' },
  ],
};

function normalized(html: string): string {
  const template = document.createElement('template');
  template.innerHTML = html;
  for (const element of template.content.querySelectorAll('[class]')) {
    element.removeAttribute('class');
  }
  // React writes attributes in its own order; sort them to compare the sets.
  for (const element of template.content.querySelectorAll('*')) {
    const attributes = [...element.attributes].map((a) => [a.name, a.value] as const);
    for (const [name] of attributes) element.removeAttribute(name);
    for (const [name, value] of attributes.sort(([a], [b]) => a.localeCompare(b))) {
      element.setAttribute(name, value);
    }
  }
  return template.innerHTML;
}

describe('RichTextView', () => {
  it('renders what richTextToHtml writes, with classes for the page', () => {
    const { doc, dropped } = sanitizeRichText(sample);
    expect(dropped).toBe(0);
    const page = renderToStaticMarkup(<RichTextView doc={doc} />);
    const wrapper = /^<div class="[^"]*">([\s\S]*)<\/div>$/.exec(page)?.[1];
    expect(wrapper).toBeDefined();
    expect(normalized(wrapper ?? '')).toBe(normalized(richTextToHtml(doc)));
    // The code block's own language class is content, not styling: it is there.
    expect(page).toContain('<code class="language-ts">');
    expect(page).toContain('rel="noopener noreferrer"');
  });
});
