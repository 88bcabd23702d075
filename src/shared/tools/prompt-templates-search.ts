// Search by words in the template library (issue 16): accent- and case-insensitive, over the
// title, description and prompt in the page's language, combined with the chosen category.

import type { TemplateCategoryId } from './prompt-templates.ts';

/** Longest query that is read; longer input is cut (the field also limits it). */
export const searchQueryMaxLength = 100;
/** Words of a query that count; more would only narrow an already empty result. */
export const searchMaxWords = 12;

/**
 * Lower case without diacritics ("Ação" → "acao", "ñ" → "n"), every run of characters that are
 * neither letters nor digits turned into one space: "E-mail de Prospecção" → "e mail de prospeccao".
 */
export function normalizeForSearch(text: string): string {
  return text
    .normalize('NFD')
    .replace(/\p{M}+/gu, '')
    .toLowerCase()
    .replace(/[^\p{L}\p{N}]+/gu, ' ')
    .trim();
}

/** The distinct words of a query, normalized; empty when there is nothing to search for. */
export function searchWords(query: string): string[] {
  const normalized = normalizeForSearch(query.slice(0, searchQueryMaxLength));
  if (!normalized) return [];
  return [...new Set(normalized.split(' '))].slice(0, searchMaxWords);
}

export interface SearchableTemplate {
  category: TemplateCategoryId;
  title: string;
  description: string;
  prompt: string;
}

/** The text a template is found by, normalized once and framed by spaces for word-start matching. */
export function searchIndexText(template: Omit<SearchableTemplate, 'category'>): string {
  return ` ${normalizeForSearch(`${template.title} ${template.description} ${template.prompt}`)} `;
}

/**
 * Every query word must start a word of the template's text ("whats" finds "WhatsApp", "ads" does
 * not find "cadastro"): typing narrows steadily and short words do not match inside others.
 */
export function matchesWords(indexText: string, words: readonly string[]): boolean {
  return words.every((word) => indexText.includes(` ${word}`));
}

/**
 * Templates of `category` matching `query`, in catalogue order (the spec's six stay first). An
 * empty query lists the whole category.
 */
export function searchTemplates<T extends SearchableTemplate>(
  templates: readonly T[],
  { category, query }: { category: TemplateCategoryId; query: string },
): T[] {
  const words = searchWords(query);
  return templates.filter(
    (t) =>
      t.category === category && (words.length === 0 || matchesWords(searchIndexText(t), words)),
  );
}

/** Matches of `query` per category, so an empty result can point at the categories that have some. */
export function matchesPerCategory<T extends SearchableTemplate>(
  templates: readonly T[],
  query: string,
): Record<TemplateCategoryId, number> {
  const words = searchWords(query);
  const counts: Record<TemplateCategoryId, number> = {
    sales: 0,
    marketing: 0,
    support: 0,
    ecommerce: 0,
  };
  for (const t of templates) {
    if (words.length === 0 || matchesWords(searchIndexText(t), words)) counts[t.category]++;
  }
  return counts;
}
