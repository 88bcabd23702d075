import { describe, expect, it } from 'vitest';
import { glossary, specFixedTexts } from './glossary.ts';
import {
  isHeadingLike,
  rejectedVariantsIn,
  titleCaseWords,
  voiceProblems,
  type TextId,
} from './voice-check.ts';

// The detectors behind scripts/locale-voice.test.ts (issue 26 §5, decision 0080), on their own.
const exceptions = new Set(specFixedTexts.map((e) => e.text));
const problems = (locale: keyof typeof glossary, text: string, id: TextId = 'common:x') =>
  voiceProblems(id, text, glossary[locale], exceptions);

describe('titleCaseWords', () => {
  const names = glossary.es.properNames;
  it.each([
    ['Automatización Inteligente', ['Inteligente']],
    ['Processos Priorizados por Impacto', ['Priorizados', 'Impacto']],
    ['Templates de Prompts', ['Prompts']],
    ['Aviso de Volta ao Estoque e Pré-Venda', ['Volta', 'Estoque', 'Pré-Venda']],
    ['Newsletter por E-mail', ['E-mail']],
    ['Automatización inteligente', []],
    ['Google Cloud', []],
    ['Anuncios de búsqueda en Google Ads', []],
    ['Evaluación de madurez en IA', []],
    ['LangChain: aplicaciones con LLMs', []],
    ['Análisis predictivo: Demanda', []],
    ['Recuperación del carrito. Próximo paso', []],
    ['¿Qué hace Nexus IA?', []],
    ['Coste medio por hora (R$)', []],
    ['Agent2Agent (A2A) y MCP', []],
    ['RETORNO SOBRE O INVESTIMENTO', []],
    ['Hola, {{name}}', []],
  ] as const)('%j → %j', (text, words) => {
    expect(titleCaseWords(text, names)).toEqual(words);
  });
});

describe('isHeadingLike', () => {
  it.each([
    ['Automatización Inteligente', true],
    ['¿Quiere un plan para subir de nivel?', true],
    ['Contatos Recebidos ({{number}})', true],
    ['Revise su conexión e inténtelo de nuevo.', false],
    ['uma frase longa com muitas palavras que não é um título de seção nem um botão', false],
    ['Linha um\nLinha Dois', false],
  ] as const)('%j → %s', (text, heading) => {
    expect(isHeadingLike(text)).toBe(heading);
  });
});

describe('voiceProblems', () => {
  it('flags the issue examples in pt-BR and es', () => {
    expect(problems('es', 'Automatización Inteligente')).toHaveLength(1);
    expect(problems('pt-BR', 'Templates de Prompts')).toHaveLength(1);
    expect(problems('pt-BR', 'Voltar ao Dashboard').join()).toContain('painel');
    expect(problems('pt-BR', 'Mais de 50 modelos de prompt prontos').join()).toContain(
      'templates de prompts',
    );
    expect(problems('pt-BR', 'Confirme seu email.').join()).toContain('e-mail');
  });

  it('leaves the texts the spec fixes alone', () => {
    for (const text of ['ROI Primeiro Ano', 'Processos Priorizados por Impacto', 'Testar Email']) {
      expect(problems('pt-BR', text)).toEqual([]);
    }
    // The same capitals outside the list are drift.
    expect(problems('pt-BR', 'ROI Segundo Ano')).toHaveLength(1);
  });

  it('does not flag names: brands, places, products', () => {
    for (const text of ['Google Cloud', 'Perfil da empresa no Google', 'Nexus Prompt Studio']) {
      expect(problems('pt-BR', text)).toEqual([]);
    }
  });

  it('keeps English out of the sentence-case rule', () => {
    expect(problems('en', 'Download Full Report')).toEqual([]);
  });

  it.each([
    ['Revisa tu conexión e inténtalo de nuevo.', 2],
    ['¿Olvidaste tu contraseña?', 1],
    ['Cuéntanos un poco sobre tu empresa', 1],
    ['Escanea este código QR', 1],
    ['Te damos la bienvenida', 1],
  ] as const)('flags tú in es: %j', (text, rules) => {
    expect(problems('es', text)).toHaveLength(rules);
  });

  it.each([
    'Revise su conexión e inténtelo de nuevo.',
    '¿Olvidó su contraseña?',
    'Cuéntenos un poco sobre su empresa',
    'Descarga iniciada',
    'Cuenta eliminada',
    'El área de TI valida las entregas',
    'La lista se actualiza sola cada {{seconds}} segundos.',
  ])('accepts usted and third persons in es: %j', (text) => {
    expect(problems('es', text)).toEqual([]);
  });

  it('reads only the [fields] of a template prompt, which speaks to the AI as tú', () => {
    const id: TextId = 'templates:items.cold_outreach.prompt';
    expect(
      problems('es', 'Eres un experto en ventas. Escribe un correo para [empresa].', id),
    ).toEqual([]);
    expect(
      problems('es', 'Eres un experto. Resume las notas: [pega aquí tus notas]', id),
    ).toHaveLength(2);
    // The same tú outside a prompt speaks to the client.
    expect(
      problems('es', 'Escribe un correo para [empresa].', 'templates:fill.intro'),
    ).toHaveLength(1);
  });

  it.each([
    ['organise', 'We organise your data'],
    ['colour', 'Colour'],
    ['analyse', 'Analyse the results'],
    ['centre', 'Help centre'],
    ['licence', 'A fair-code licence'],
    ['behaviour', 'Predictable behaviour'],
    ['optimise', 'Optimised for search'],
    ['e-mail', 'Your e-mail address'],
    ['catalogue', 'Large catalogues'],
    ['cancelled', 'Orders cancelled for non-payment'],
  ])('flags British %s in en', (_, text) => {
    expect(problems('en', text)).toHaveLength(1);
  });

  it.each(['We organize your data', 'A specialist replies', 'An analysis of the results'])(
    'accepts US spelling: %j',
    (text) => {
      expect(problems('en', text)).toEqual([]);
    },
  );
});

describe('rejectedVariantsIn', () => {
  it('names the words it found', () => {
    const found = rejectedVariantsIn('common:x', 'Voltar ao Dashboard', glossary['pt-BR'].rejected);
    expect(found.map((f) => f.found)).toEqual(['Dashboard']);
  });
});
