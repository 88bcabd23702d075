import { describe, expect, it } from 'vitest';
import { sanitizeRichText } from '#shared/rich-text/rich-text.ts';
import { hasContent, richTextDocumentOf } from './rich-text-field.ts';

/** The textarea era's bodies read as documents in the desk (issue 23 §6, decision 0121). */
describe('richTextDocumentOf', () => {
  it('reads a text-era body as paragraphs, single line breaks as hard breaks', () => {
    expect(richTextDocumentOf('Primeiro.\r\nMesma linha.\n\n\n  Segundo.  ')).toEqual({
      type: 'doc',
      content: [
        {
          type: 'paragraph',
          content: [
            { type: 'text', text: 'Primeiro.' },
            { type: 'hardBreak' },
            { type: 'text', text: 'Mesma linha.' },
          ],
        },
        { type: 'paragraph', content: [{ type: 'text', text: 'Segundo.' }] },
      ],
    });
  });

  it('keeps a document as it is and reads nothing as no document', () => {
    const doc = { type: 'doc' as const, content: [] };
    expect(richTextDocumentOf(doc)).toBe(doc);
    for (const value of [undefined, null, '', '  \n ', 42, ['x']]) {
      expect(richTextDocumentOf(value)).toBeUndefined();
    }
  });

  it('gives a converted body that passes the allow-list untouched', () => {
    const converted = richTextDocumentOf('<script>alert(1)</script>\nfim');
    expect(hasContent(converted)).toBe(true);
    expect(sanitizeRichText(converted).dropped).toBe(0);
  });
});
