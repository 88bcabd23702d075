import { describe, expect, it } from 'vitest';
import en from '#locales/en/templates.json';
import es from '#locales/es/templates.json';
import ptBR from '#locales/pt-BR/templates.json';
import { supportedLocales, type Locale } from '../i18n/locales.ts';
import {
  findTemplate,
  promptPreview,
  promptTemplateIds,
  promptTemplates,
  templateCategoryIds,
  templatesInCategory,
} from './prompt-templates.ts';
import {
  parsePrompt,
  placeholderCount,
  placeholderFields,
  placeholderNames,
  placeholderProblems,
} from './prompt-templates-placeholders.ts';

interface ItemText {
  title: string;
  description: string;
  prompt: string;
}
const items: Record<Locale, Record<string, ItemText>> = {
  'pt-BR': ptBR.items,
  en: en.items,
  es: es.items,
};

const specSix = [
  'cold_outreach',
  'discovery_call',
  'social_calendar',
  'seo_article',
  'support_reply',
  'product_description',
] as const;

const cases = supportedLocales.flatMap((locale) =>
  promptTemplates.map((t) => ({ locale, id: t.id, text: items[locale][t.id] })),
);

describe('the library (issue 16: at least 50 templates, the spec six first)', () => {
  it('holds at least 50 templates, ids unique, in the declared order', () => {
    const ids = promptTemplates.map((t) => t.id);
    expect(ids.length).toBeGreaterThanOrEqual(50);
    expect(new Set(ids).size).toBe(ids.length);
    expect(ids).toEqual([...promptTemplateIds]);
  });

  it.each(templateCategoryIds)('has at least 12 %s templates', (category) => {
    expect(templatesInCategory(category).length).toBeGreaterThanOrEqual(12);
  });

  it('starts with the six built-in templates of spec 02 §3, figures unchanged', () => {
    expect(promptTemplates.slice(0, 6)).toEqual([
      { id: 'cold_outreach', category: 'sales', stats: { rating: 4.8, downloads: 1203 } },
      { id: 'discovery_call', category: 'sales', stats: { rating: 4.6, downloads: 876 } },
      { id: 'social_calendar', category: 'marketing', stats: { rating: 4.7, downloads: 945 } },
      { id: 'seo_article', category: 'marketing', stats: { rating: 4.5, downloads: 654 } },
      { id: 'support_reply', category: 'support', stats: { rating: 4.9, downloads: 1087 } },
      { id: 'product_description', category: 'ecommerce', stats: { rating: 4.6, downloads: 445 } },
    ]);
  });

  it('gives figures to the spec six only: the others have no invented rating or count (decision 0055)', () => {
    expect(promptTemplates.filter((t) => t.stats).map((t) => t.id)).toEqual([...specSix]);
  });

  it('lists the spec templates first in their category', () => {
    expect(
      templatesInCategory('sales')
        .slice(0, 2)
        .map((t) => t.id),
    ).toEqual(['cold_outreach', 'discovery_call']);
    expect(
      templatesInCategory('marketing')
        .slice(0, 2)
        .map((t) => t.id),
    ).toEqual(['social_calendar', 'seo_article']);
    expect(templatesInCategory('support')[0]?.id).toBe('support_reply');
    expect(templatesInCategory('ecommerce')[0]?.id).toBe('product_description');
  });

  it('finds a template by id, and nothing for an unknown one', () => {
    expect(findTemplate('pending_payment')?.category).toBe('ecommerce');
    expect(findTemplate('nope')).toBeUndefined();
    expect(findTemplate(null)).toBeUndefined();
  });
});

describe('the spec six texts are exactly those of spec 02 before issue 16', () => {
  // SHA-256 of [id, title, description, prompt] of the six, taken from dashboard.json before the
  // texts moved to templates.json: any edit of those texts, in any language, fails here.
  const pinned: Record<Locale, string> = {
    'pt-BR': '3ccfb50deea903194263d0a00a7aea34d1f5217cf2a826d78497ad2daeb0380d',
    en: '949d66aeb07378b1d5099cecb2771319bf0365f7050ffdc2bbeb586cc0416bcc',
    es: '91440efd48d3f341d3621381ef65f6a559ea874c532f9be157b695f78dc92f29',
  };
  it.each(supportedLocales)('%s', async (locale) => {
    const texts = specSix.map((id) => {
      const t = items[locale][id];
      return [id, t?.title, t?.description, t?.prompt];
    });
    const digest = await crypto.subtle.digest(
      'SHA-256',
      new TextEncoder().encode(JSON.stringify(texts)),
    );
    const hex = Array.from(new Uint8Array(digest), (b) => b.toString(16).padStart(2, '0')).join('');
    expect(hex).toBe(pinned[locale]);
  });
});

describe('texts in three languages', () => {
  it.each(supportedLocales)('%s has exactly the catalogue ids, in catalogue order', (locale) => {
    expect(Object.keys(items[locale])).toEqual([...promptTemplateIds]);
  });

  it.each(cases)('$locale $id: title, description and prompt are filled in', ({ text }) => {
    expect(text?.title.trim()).toBeTruthy();
    expect(text?.description.trim()).toBeTruthy();
    expect(text?.prompt.trim().length).toBeGreaterThan(300);
  });

  it.each(supportedLocales)('%s titles are unique (file names come from them)', (locale) => {
    const titles = Object.values(items[locale]).map((t) => t.title.toLowerCase());
    expect(new Set(titles).size).toBe(titles.length);
  });
});

describe('placeholders', () => {
  it.each(cases)('$locale $id: every bracket is a well-formed placeholder', ({ text }) => {
    const prompt = text?.prompt ?? '';
    expect(placeholderProblems(prompt)).toEqual([]);
    expect(placeholderCount(prompt)).toBeGreaterThanOrEqual(3);
    // Nothing outside a placeholder looks like one: every '[' belongs to a parsed placeholder.
    const bracketsInText = parsePrompt(prompt)
      .filter((s) => s.kind === 'text')
      .some((s) => s.text.includes('[') || s.text.includes(']'));
    expect(bracketsInText).toBe(false);
    // Titles and descriptions are shown as they are: no placeholder there.
    expect(`${text?.title}${text?.description}`).not.toMatch(/[[\]]/);
  });

  it.each(promptTemplates.map((t) => t.id))(
    '%s has the same placeholders structure in every language',
    (id) => {
      // Which occurrence repeats which: [a] [b] [a] must stay [x] [y] [x] in translation, so the
      // form has as many fields in each language and each field fills the same spots.
      const shape = (locale: Locale) => {
        const names = parsePrompt(items[locale][id]?.prompt ?? '').flatMap((s) =>
          s.kind === 'placeholder' ? [s.name] : [],
        );
        const distinct = [...new Set(names)];
        return names.map((n) => distinct.indexOf(n));
      };
      const reference = shape('pt-BR');
      expect(shape('en')).toEqual(reference);
      expect(shape('es')).toEqual(reference);
      expect(placeholderNames(items.en[id]?.prompt ?? '')).toHaveLength(
        placeholderNames(items['pt-BR'][id]?.prompt ?? '').length,
      );
    },
  );

  it.each(cases)('$locale $id: one field per placeholder, labels distinct', ({ text }) => {
    const prompt = text?.prompt ?? '';
    const fields = placeholderFields(prompt);
    expect(fields.map((f) => f.name)).toEqual(placeholderNames(prompt));
    const labels = fields.map((f) => f.label.toLowerCase());
    expect(new Set(labels).size).toBe(labels.length);
  });
});

describe('promptPreview (first 200 characters)', () => {
  it.each([
    ['short', 'Escreva um e-mail.', 'Escreva um e-mail.'],
    ['exactly 200', 'a'.repeat(200), 'a'.repeat(200)],
    ['201', 'b'.repeat(201), `${'b'.repeat(200)}...`],
    ['accented, counted as characters', 'ção'.repeat(70), `${'ção'.repeat(66)}çã...`],
  ])('%s', (_name, prompt, expected) => {
    expect(promptPreview(prompt)).toBe(expected);
  });
});
