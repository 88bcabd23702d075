import { plainText, sanitizeRichText } from '#shared/rich-text/rich-text.ts';
import type { ContentBody } from './content-pages.ts';

/*
 * Bodies of published entries as the server hands them to a page (issue 23 §2, §6; decision
 * 0123). Apart from content-pages.ts, which the client's route table imports: the allow-list
 * walker stays out of the app's entry chunk.
 */

/**
 * A stored body as a page shows it: a ProseMirror document goes through the allow-list
 * (`sanitizeRichText`, decision 0118), text becomes paragraphs at its blank lines.
 */
export function contentBody(stored: unknown): ContentBody | undefined {
  if (typeof stored === 'string') {
    const paragraphs = stored
      .split(/\n\s*\n/)
      .map((p) => p.trim())
      .filter(Boolean);
    return paragraphs.length > 0 ? { kind: 'plain', paragraphs } : undefined;
  }
  if (typeof stored === 'object' && stored !== null) {
    const { doc } = sanitizeRichText(stored);
    return doc.length > 0 ? { kind: 'rich', doc } : undefined;
  }
  return undefined;
}

/** The words of a body, for its reading time. */
export function bodyText(body: ContentBody | undefined): string {
  if (!body) return '';
  return body.kind === 'plain' ? body.paragraphs.join('\n') : plainText(body.doc);
}

/** Reading time at 200 words a minute, at least one minute (issue 23 §2: "reading time"). */
export function readingMinutes(text: string): number {
  const words = text.split(/\s+/).filter(Boolean).length;
  return Math.max(1, Math.round(words / 200));
}
