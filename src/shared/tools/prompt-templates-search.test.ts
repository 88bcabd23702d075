import { describe, expect, it } from 'vitest';
import en from '#locales/en/templates.json';
import es from '#locales/es/templates.json';
import ptBR from '#locales/pt-BR/templates.json';
import type { Locale } from '../i18n/locales.ts';
import { promptTemplates, type TemplateCategoryId } from './prompt-templates.ts';
import {
  matchesPerCategory,
  normalizeForSearch,
  searchMaxWords,
  searchQueryMaxLength,
  searchTemplates,
  searchWords,
  type SearchableTemplate,
} from './prompt-templates-search.ts';

describe('normalizeForSearch', () => {
  it.each([
    ['Ação', 'acao'],
    ['PROSPECÇÃO', 'prospeccao'],
    ['E-mail de Prospecção', 'e mail de prospeccao'],
    ['  Año  ñandú ', 'ano nandu'],
    ['Pix, boleto & NF-e!', 'pix boleto nf e'],
    ['R$ 4.800,00', 'r 4 800 00'],
    ['“citação”', 'citacao'],
    ['', ''],
  ])('%j → %j', (text, expected) => {
    expect(normalizeForSearch(text)).toBe(expected);
  });
});

describe('searchWords', () => {
  it.each([
    ['', []],
    ['   ', []],
    ['!!!', []],
    ['WhatsApp', ['whatsapp']],
    ['reclame  AQUI', ['reclame', 'aqui']],
    ['pix pix PIX', ['pix']],
    ['e-mail', ['e', 'mail']],
  ])('%j → %j', (query, expected) => {
    expect(searchWords(query)).toEqual(expected);
  });

  it(`reads at most ${searchQueryMaxLength} characters and ${searchMaxWords} words`, () => {
    expect(searchWords(`${'a'.repeat(searchQueryMaxLength)}b`)).toEqual([
      'a'.repeat(searchQueryMaxLength),
    ]);
    const many = Array.from({ length: 20 }, (_, i) => `w${i}`).join(' ');
    expect(searchWords(many)).toHaveLength(searchMaxWords);
  });
});

const sample: (SearchableTemplate & { id: string })[] = [
  {
    id: 'a',
    category: 'sales',
    title: 'Follow-up pelo WhatsApp',
    description: 'Retome uma proposta.',
    prompt: 'Condições: Pix ou boleto para [empresa].',
  },
  {
    id: 'b',
    category: 'sales',
    title: 'E-mail de Prospecção',
    description: 'Primeiro contato.',
    prompt: 'Escreva para [nome do contato] sobre o cadastro.',
  },
  {
    id: 'c',
    category: 'support',
    title: 'Resposta no Reclame Aqui',
    description: 'Resposta pública.',
    prompt: 'Sem expor dados, conforme a LGPD.',
  },
  {
    id: 'd',
    category: 'ecommerce',
    title: 'Lembrete de Pix',
    description: 'Pagamento pendente.',
    prompt: 'O código Pix expira em [validade].',
  },
];

describe('searchTemplates (words × category)', () => {
  it.each<[string, TemplateCategoryId, string, string[]]>([
    ['empty query lists the category in order', 'sales', '', ['a', 'b']],
    ['blank query too', 'sales', '   ', ['a', 'b']],
    ['a word in the title', 'sales', 'whatsapp', ['a']],
    ['case-insensitive', 'sales', 'WHATSAPP', ['a']],
    ['a word in the description', 'sales', 'proposta', ['a']],
    ['a word in the prompt', 'sales', 'boleto', ['a']],
    ['accent-insensitive, typed without accents', 'sales', 'prospeccao', ['b']],
    ['accent-insensitive, typed with accents', 'sales', 'prospécção', ['b']],
    ['a word start matches (typing in progress)', 'sales', 'whats', ['a']],
    ['no match inside a word ("ada" in "cadastro")', 'sales', 'ada', []],
    ['every word must match', 'sales', 'pix proposta', ['a']],
    ['every word must match, one misses', 'sales', 'pix prospecção', []],
    ['words in any order', 'sales', 'boleto pix', ['a']],
    ['placeholder text counts as prompt text', 'sales', 'nome contato', ['b']],
    ['combined with the category: same word, other category', 'ecommerce', 'pix', ['d']],
    ['other category, no match there', 'support', 'pix', []],
    ['punctuation in the query is ignored', 'support', '"Reclame-Aqui"!', ['c']],
    ['acronyms', 'support', 'lgpd', ['c']],
  ])('%s: %s %j', (_name, category, query, expected) => {
    expect(searchTemplates(sample, { category, query }).map((t) => t.id)).toEqual(expected);
  });
});

describe('matchesPerCategory', () => {
  it.each([
    ['', { sales: 2, marketing: 0, support: 1, ecommerce: 1 }],
    ['pix', { sales: 1, marketing: 0, support: 0, ecommerce: 1 }],
    ['nada disso', { sales: 0, marketing: 0, support: 0, ecommerce: 0 }],
  ])('%j', (query, expected) => {
    expect(matchesPerCategory(sample, query)).toEqual(expected);
  });
});

describe('search over the real catalogue', () => {
  const texts: Record<
    Locale,
    Record<string, { title: string; description: string; prompt: string }>
  > = { 'pt-BR': ptBR.items, en: en.items, es: es.items };
  const catalogue = (locale: Locale) =>
    promptTemplates.flatMap((t) => {
      const text = texts[locale][t.id];
      return text ? [{ ...t, ...text }] : [];
    });

  it.each<[Locale, TemplateCategoryId, string, string]>([
    ['pt-BR', 'support', 'reclame aqui', 'reclame_aqui_reply'],
    ['pt-BR', 'ecommerce', 'boleto vencimento', 'pending_payment'],
    ['pt-BR', 'support', 'lgpd titular', 'lgpd_request'],
    ['pt-BR', 'ecommerce', 'mercado livre anuncio', 'marketplace_listing'],
    ['en', 'support', 'data subject', 'lgpd_request'],
    ['en', 'sales', 'whatsapp follow-up', 'whatsapp_followup'],
    ['es', 'ecommerce', 'carrito abandonado', 'abandoned_cart'],
    ['es', 'support', 'respuesta publica', 'reclame_aqui_reply'],
  ])('%s %s %j finds %s first', (locale, category, query, id) => {
    expect(searchTemplates(catalogue(locale), { category, query })[0]?.id).toBe(id);
  });

  it('searches the current language only', () => {
    expect(searchTemplates(catalogue('en'), { category: 'ecommerce', query: 'carrinho' })).toEqual(
      [],
    );
  });
});
