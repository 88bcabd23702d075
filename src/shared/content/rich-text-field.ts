import { z } from 'zod';
import { plainText, sanitizeRichText } from '#shared/rich-text/rich-text.ts';
import { validationMessages as m } from '#shared/schemas/messages.ts';

/**
 * A rich-text field of a collection (issue 23 §6, decisions 0118 and 0121): stored as the
 * ProseMirror document the desk's editor writes (never HTML). A save is refused, never altered:
 * the document must be one `sanitizeRichText` keeps whole (nothing dropped: no script, no
 * `javascript:` link, no unknown node, mark or attribute), within its size budget, and a required
 * one must hold some text.
 */

/** A ProseMirror document as JSON: what the editor writes and the API stores. */
export interface RichTextDocument {
  type: 'doc';
  content?: unknown[];
}

const isDocument = (value: unknown): value is RichTextDocument =>
  typeof value === 'object' &&
  value !== null &&
  !Array.isArray(value) &&
  (value as { type?: unknown }).type === 'doc';

/** Whether a document has words, or an image, to show: an empty editor is an empty field. */
export function hasContent(value: unknown): boolean {
  if (!isDocument(value)) return false;
  const { doc } = sanitizeRichText(value);
  return plainText(doc).trim().length > 0;
}

export function richTextField(required: boolean) {
  // `optional()` first: a missing key reaches the transform as undefined (zod 4 otherwise refuses
  // it before), so a required one says "required" and an optional one is simply absent.
  return z
    .unknown()
    .optional()
    .transform((value, ctx) => {
      if (value === undefined || value === null || value === '') {
        if (required) ctx.addIssue({ code: 'custom', message: m.required });
        return undefined;
      }
      // A string is the textarea era's body (decision 0121): the desk turns it into a document
      // before it sends it, so a string arriving here was not written by the editor.
      if (!isDocument(value)) {
        ctx.addIssue({ code: 'custom', message: m.type });
        return undefined;
      }
      const { dropped, overLimit } = sanitizeRichText(value);
      if (overLimit) ctx.addIssue({ code: 'custom', message: m.tooLong });
      else if (dropped > 0) ctx.addIssue({ code: 'custom', message: m.richText });
      else if (!hasContent(value)) {
        if (required) ctx.addIssue({ code: 'custom', message: m.required });
        return undefined;
      }
      return value;
    });
}

/**
 * The document a field's stored value reads as in the editor. Entries saved in the textarea era
 * hold a string: its paragraphs (blank lines) become paragraphs and its single line breaks hard
 * breaks, so the text reads as it did; the next save stores a document (decision 0121).
 */
export function richTextDocumentOf(value: unknown): RichTextDocument | undefined {
  if (isDocument(value)) return value;
  if (typeof value !== 'string' || value.trim() === '') return undefined;
  const paragraphs = value
    .replace(/\r\n?/g, '\n')
    .split(/\n\s*\n/)
    .map((part) => part.trim())
    .filter(Boolean);
  return {
    type: 'doc',
    content: paragraphs.map((paragraph) => ({
      type: 'paragraph',
      content: paragraph
        .split('\n')
        .flatMap((line, index) => [
          ...(index > 0 ? [{ type: 'hardBreak' }] : []),
          ...(line ? [{ type: 'text', text: line }] : []),
        ]),
    })),
  };
}
