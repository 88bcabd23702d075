import type { LanguageGlossary, RejectedVariant } from './glossary.ts';

/**
 * The checks behind one voice per language (issue 26 §5, decision 0080), as pure functions of a
 * text so they are tested on their own (voice-check.test.ts) before they read the locale files
 * (scripts/locale-voice.test.ts).
 */

/** What a reader sees of a locale text: inline tags and `{{placeholders}}` become plain words. */
export function visibleText(text: string): string {
  return text
    .replace(/<[^<>]*>/g, '')
    .replace(/\{\{[^{}]*\}\}/g, 'x')
    .replace(/\{[A-Za-z_]\w*\}/g, 'x');
}

/**
 * The texts the Title Case check reads: headings, labels, buttons, names in a list. A text of at
 * most 10 words, on one line, that does not end as a sentence. Sentences (ending in ".") and
 * longer texts are prose, where a capital inside means a name the list may not know yet.
 */
export function isHeadingLike(text: string): boolean {
  const visible = visibleText(text).trim();
  if (visible.includes('\n')) return false;
  if (/[.…]$/.test(visible)) return false;
  return visible.split(/\s+/).filter(Boolean).length <= 10;
}

const letter = /\p{L}/u;
const upperFirst = /^\p{Lu}/u;

/**
 * The words of a sentence-case text that start with a capital for no reason: not the first word
 * of the text or of a sentence (after . ! ? : or an opening ¿ ¡), not a known name, not an
 * acronym or brand spelling (two capitals, or a digit: IA, LGPD, OpenAI, A2A), not one letter (R$).
 * A text with no lower-case letter is skipped. "Automatización
 * Inteligente" gives ["Inteligente"]; "Google Cloud" gives [].
 */
export function titleCaseWords(text: string, properNames: readonly string[]): string[] {
  let visible = visibleText(text);
  // Longest names first, so "Google Analytics" goes before "Google"; a name becomes a neutral
  // lower-case word, so the word after it is still read.
  for (const name of [...properNames].sort((a, b) => b.length - a.length)) {
    visible = visible.replace(
      new RegExp(`(?<!\\p{L})${escapeRegExp(name)}(?!\\p{L})`, 'gu'),
      'nome',
    );
  }
  const found: string[] = [];
  // A text in capitals (the text reports' section headings) has no case to get wrong.
  if (!/\p{Ll}/u.test(visible)) return found;
  const tokens = visible.split(/\s+/).filter(Boolean);
  let sentenceStart = true;
  for (const token of tokens) {
    // Opening punctuation (quotes, brackets, Spanish ¿ ¡) does not make a word a sentence start.
    const word = token.replace(/^[^\p{L}\d]+/u, '').replace(/[^\p{L}\d]+$/u, '');
    if (word && letter.test(word)) {
      // Two capitals in one part of the word make an acronym or a brand spelling (IA, OpenAI);
      // "Pré-Venda" is two capitalised words. One letter ("R$", "Plano B") is a symbol or label.
      const acronymOrBrand =
        word.split('-').some((part) => [...part].filter((c) => /\p{Lu}/u.test(c)).length >= 2) ||
        /\d/.test(word) ||
        word.length === 1;
      if (!sentenceStart && upperFirst.test(word) && !acronymOrBrand) found.push(word);
      sentenceStart = false;
    }
    if (/[.!?:]["'”»)]*$/.test(token)) sentenceStart = true;
  }
  return found;
}

function escapeRegExp(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}

/** A locale text's address, as `namespace:key.path` (array items by index). */
export type TextId = `${string}:${string}`;

function keyMatches(id: TextId, pattern: string): boolean {
  const source = pattern.split('*').map(escapeRegExp).join('[^.:]+');
  return new RegExp(`^${source}$`).test(id);
}

/** The bracketed fields of a template prompt: "[nome da empresa]". */
function fields(text: string): string {
  return [...text.matchAll(/\[[^\]\n]*\]/g)].map((m) => m[0]).join(' ');
}

/** Each rejected variant the text uses: the matched words and the rule. */
export function rejectedVariantsIn(
  id: TextId,
  text: string,
  rules: readonly RejectedVariant[],
): { found: string; rule: RejectedVariant }[] {
  const out: { found: string; rule: RejectedVariant }[] = [];
  for (const rule of rules) {
    const skip = rule.skip?.find((s) => keyMatches(id, s.keys));
    if (skip && !skip.fieldsOnly) continue;
    const read = visibleText(skip ? fields(text) : text);
    const match = rule.pattern.exec(read);
    if (match) out.push({ found: match[0].replace(/^[^\p{L}]+/u, ''), rule });
  }
  return out;
}

/** Every problem of one text in one language's voice, as readable lines. */
export function voiceProblems(
  id: TextId,
  text: string,
  language: LanguageGlossary,
  exceptions: ReadonlySet<string>,
): string[] {
  if (exceptions.has(text)) return [];
  const problems = rejectedVariantsIn(id, text, language.rejected).map(
    ({ found, rule }) => `${id}: "${found}" → ${rule.use} (${rule.why}) in ${JSON.stringify(text)}`,
  );
  if (language.sentenceCase && isHeadingLike(text)) {
    const words = titleCaseWords(text, language.properNames);
    if (words.length > 0) {
      problems.push(
        `${id}: Title Case (${words.join(', ')}) in ${JSON.stringify(text)}; write it in sentence case`,
      );
    }
  }
  return problems;
}
