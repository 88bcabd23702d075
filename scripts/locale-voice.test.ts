import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { glossary, specFixedTexts } from '#shared/i18n/glossary.ts';
import { supportedLocales } from '#shared/i18n/locales.ts';
import { voiceProblems, type TextId } from '#shared/i18n/voice-check.ts';
import { promptTemplates } from '#shared/tools/prompt-templates.ts';

/**
 * One voice per language (issue 26 §5, decision 0080): every text of public/locales/<lng>/ in
 * the glossary's words (src/shared/i18n/glossary.ts), pt-BR and es in sentence case, and the
 * texts the spec fixes still there word for word. locale-files.test.ts checks the files' shape.
 */

type Json = string | number | boolean | null | Json[] | { [key: string]: Json };

const localesDir = fileURLToPath(new URL('../public/locales/', import.meta.url));

function texts(value: Json, prefix: string, out: Map<TextId, string>): Map<TextId, string> {
  if (typeof value === 'string') out.set(prefix as TextId, value);
  else if (Array.isArray(value)) value.forEach((v, i) => texts(v, `${prefix}.${i}`, out));
  else if (value && typeof value === 'object') {
    for (const [key, v] of Object.entries(value)) {
      texts(v, prefix.endsWith(':') ? `${prefix}${key}` : `${prefix}.${key}`, out);
    }
  }
  return out;
}

function localeTexts(locale: string): Map<TextId, string> {
  const out = new Map<TextId, string>();
  for (const file of readdirSync(join(localesDir, locale)).filter((f) => f.endsWith('.json'))) {
    const json = JSON.parse(readFileSync(join(localesDir, locale, file), 'utf8')) as Json;
    texts(json, `${file.slice(0, -'.json'.length)}:`, out);
  }
  return out;
}

const exceptions = new Set(specFixedTexts.map((e) => e.text));

/**
 * The six built-in templates of spec 02 §"Template library" keep the words they had before
 * issue 16, in every language: src/shared/tools/prompt-templates.test.ts pins them by digest, so
 * their Title Case titles and the Spanish prompts (written to the model, in tú) stay as they are.
 */
// The spec's six are the templates with the spec's static rating and downloads.
const pinnedTemplates = promptTemplates.filter((t) => t.stats).map((t) => t.id);
const isPinned = (id: string) =>
  pinnedTemplates.some((template) => id.startsWith(`templates:items.${template}.`));

describe.each(supportedLocales)('the voice of %s', (locale) => {
  const all = localeTexts(locale);

  it('reads some texts', () => {
    expect(all.size).toBeGreaterThan(1000);
  });

  it(
    glossary[locale].sentenceCase
      ? 'uses the glossary words and writes headings in sentence case'
      : 'uses the glossary words',
    () => {
      const problems = [...all].flatMap(([id, text]) =>
        isPinned(id) ? [] : voiceProblems(id, text, glossary[locale], exceptions),
      );
      expect(problems, problems.join('\n')).toEqual([]);
    },
  );
});

describe('texts the spec fixes', () => {
  const ptBR = new Set(localeTexts('pt-BR').values());
  // "Carregando traduções..." too: the build imports it from common.json (decision 0087).
  it.each(specFixedTexts)('pt-BR still says $text (spec $spec)', ({ text }) => {
    expect(ptBR.has(text)).toBe(true);
  });
});
