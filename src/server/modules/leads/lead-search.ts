/**
 * How leads are found (decision 0014): the four searchable fields are stored once more in
 * `search_text`, lower-cased and without accents, and a search term is normalised the same way,
 * so "joao" finds "João" and "ACAO" finds "ação" on SQLite and PostgreSQL alike (SQLite's own
 * LIKE folds ASCII only; PostgreSQL's folds nothing).
 *
 * `%`, `_` and `\` become spaces on both sides: LIKE patterns then never need an ESCAPE clause,
 * which would keep SQLite's trigram index from being used.
 *
 * Whoever rewrites a lead's name, e-mail, company or message (anonymisation, issue 7) must store
 * `leadSearchText` and `companyKey` of the new values too.
 */

export function searchable(text: string): string {
  return text
    .normalize('NFD')
    .replace(/\p{M}+/gu, '')
    .toLowerCase()
    .replace(/[%_\\]+/g, ' ');
}

export interface SearchableLead {
  name: string;
  email: string;
  company?: string | null;
  message?: string | null;
}

export function leadSearchText(lead: SearchableLead): string {
  return [lead.name, lead.email, lead.company, lead.message]
    .filter((part): part is string => Boolean(part))
    .map(searchable)
    .join('\n');
}

/** 'Empresas Únicas' counts distinct non-empty companies, trimmed, case-insensitive (issue 6). */
export function companyKey(company: string | null | undefined): string | null {
  const key = company?.normalize('NFC').trim().toLowerCase() ?? '';
  return key === '' ? null : key;
}

/** More words than this add nothing to a lead search but cost one LIKE each. */
export const MAX_SEARCH_TERMS = 8;

/** Every word must appear somewhere in the lead, in any order: "silva acme" finds Ana Silva of ACME. */
export function searchTerms(query: string | undefined): string[] {
  if (!query) return [];
  const words = searchable(query).split(/\s+/).filter(Boolean);
  return [...new Set(words)].slice(0, MAX_SEARCH_TERMS);
}

/** SQLite's trigram index holds nothing for a word of fewer than three characters (code points). */
export function hasTrigram(term: string): boolean {
  return Array.from(term).length >= 3;
}

/**
 * SQLite FTS5 query for words that must all appear, on an index that keeps which leads hold a
 * trigram but not where (decision 0160): every word's trigrams, side by side from its start and
 * the last one flush with its end, so together they cover it; each one quoted (inner quotes
 * doubled), all required, no FTS5 syntax reaching the engine. A lead holding the word holds them
 * all; one holding them all may not hold the word ("abcxyz bcd" for "abcd"), so the caller
 * checks the lead's text too. Words without a trigram add nothing.
 */
export function ftsTrigrams(terms: readonly string[]): string {
  const trigrams = new Set<string>();
  for (const term of terms) {
    const chars = Array.from(term);
    if (chars.length < 3) continue;
    for (let at = 0; at + 3 <= chars.length; at += 3) {
      trigrams.add(chars.slice(at, at + 3).join(''));
    }
    trigrams.add(chars.slice(-3).join(''));
  }
  return [...trigrams].map((trigram) => `"${trigram.replace(/"/g, '""')}"`).join(' ');
}
