import type { Kysely } from 'kysely';
import type { CollectionName } from '#shared/content/collection-names.ts';
import type { TranslationFields } from '#shared/content/collections.ts';
import { richTextDocumentOf } from '#shared/content/rich-text-field.ts';
import { defaultLocale, supportedLocales, type Locale } from '#shared/i18n/locales.ts';
import type { DB } from '#server/db/schema.ts';
import { listContent } from './content-read.service.ts';
import { createEntry, saveTranslation, setPublished, type Actor } from './content.service.ts';

/**
 * Example content for local work only (issue 23 §9, decision 0126): `npm run content:example`
 * writes two case studies, two insights, three team members and three clients in pt-BR, en and
 * es, published, so screenshots and journeys have something to show. Every title and name starts
 * "Exemplo" / "Example" / "Ejemplo" and every text says it is an example: no fact is presented as
 * real (issue 23 §3). Links point at example.com (RFC 2606), never at a real profile or company.
 *
 * Written through the content service, like the desk: revisions, audit events and the content
 * version follow as for an editor's publish. Idempotent: an entry is recognised by its pt-BR
 * slug, a translation that exists is left as it is (an editor may have changed it), so running
 * twice adds nothing. `npm start` never calls this.
 */

type PerLocale<T> = Record<Locale, T>;

const perLocale = <T>(make: (locale: Locale) => T): PerLocale<T> => ({
  'pt-BR': make('pt-BR'),
  en: make('en'),
  es: make('es'),
});

interface ExampleEntry {
  collection: CollectionName;
  slug: PerLocale<string>;
  fields: PerLocale<TranslationFields>;
}

/** Who the desk's history names for these entries: the script, not a person. */
export const exampleActor: Actor = {
  id: 'script:content-example',
  name: 'npm run content:example',
};

const note: PerLocale<string> = {
  'pt-BR':
    'Conteúdo de exemplo para trabalho local: não descreve um projeto, uma pessoa ou um cliente real.',
  en: 'Example content for local work: it does not describe a real project, person or client.',
  es: 'Contenido de ejemplo para trabajo local: no describe un proyecto, una persona ni un cliente reales.',
};

const caseStudy = (
  n: 1 | 2,
  title: PerLocale<string>,
  sector: PerLocale<string>,
  technologies: string[],
  services: string[],
): ExampleEntry => ({
  collection: 'case-studies',
  slug: { 'pt-BR': `exemplo-caso-${n}`, en: `example-case-${n}`, es: `ejemplo-caso-${n}` },
  fields: perLocale((locale): TranslationFields => ({
    title: title[locale],
    summary: note[locale],
    anonymisedClient: true,
    sector: sector[locale],
    challenge: note[locale],
    approach: note[locale],
    results: {
      'pt-BR': 'Exemplo: nenhum número aqui é um resultado real.',
      en: 'Example: no figure here is a real result.',
      es: 'Ejemplo: ninguna cifra aquí es un resultado real.',
    }[locale],
    technologies,
    services,
  })),
});

const insight = (n: 1 | 2, title: PerLocale<string>, tags: string[]): ExampleEntry => ({
  collection: 'insights',
  slug: { 'pt-BR': `exemplo-artigo-${n}`, en: `example-article-${n}`, es: `ejemplo-articulo-${n}` },
  fields: perLocale((locale): TranslationFields => ({
    title: title[locale],
    summary: note[locale],
    // The editor's document, as the desk stores it (decision 0121).
    body: richTextDocumentOf(note[locale]),
    tags,
  })),
});

const teamMember = (n: 1 | 2 | 3, role: PerLocale<string>): ExampleEntry => ({
  collection: 'team',
  slug: { 'pt-BR': `exemplo-pessoa-${n}`, en: `example-person-${n}`, es: `ejemplo-persona-${n}` },
  fields: {
    'pt-BR': { name: `Exemplo de pessoa ${n}`, role: role['pt-BR'], bio: note['pt-BR'] },
    en: { name: `Example person ${n}`, role: role.en, bio: note.en },
    es: { name: `Ejemplo de persona ${n}`, role: role.es, bio: note.es },
  },
});
// Only the first member has a profile link, so the page shows both cases.
const withLinkedin = (entry: ExampleEntry): ExampleEntry => ({
  ...entry,
  fields: perLocale((locale): TranslationFields => ({
    ...entry.fields[locale],
    linkedin: 'https://example.com/perfil-de-exemplo',
  })),
});

const clientName = {
  'pt-BR': 'Exemplo de cliente',
  en: 'Example client',
  es: 'Ejemplo de cliente',
};
const clientQuote = {
  'pt-BR': 'Depoimento de exemplo: ninguém disse estas palavras.',
  en: 'Example testimonial: nobody said these words.',
  es: 'Testimonio de ejemplo: nadie dijo estas palabras.',
};
const clientQuoteAuthor = {
  'pt-BR': 'Exemplo de autoria',
  en: 'Example author',
  es: 'Ejemplo de autoría',
};

const client = (n: 1 | 2 | 3, testimonial: boolean): ExampleEntry => ({
  collection: 'clients',
  slug: { 'pt-BR': `exemplo-cliente-${n}`, en: `example-client-${n}`, es: `ejemplo-cliente-${n}` },
  fields: perLocale((locale): TranslationFields => ({
    name: `${clientName[locale]} ${n}`,
    link: `https://example.com/cliente-${n}`,
    permissionOn: '2026-01-01',
    ...(testimonial
      ? { testimonial: clientQuote[locale], testimonialAuthor: clientQuoteAuthor[locale] }
      : {}),
  })),
});

export const exampleEntries: readonly ExampleEntry[] = [
  caseStudy(
    1,
    {
      'pt-BR': 'Exemplo: previsão de demanda no varejo',
      en: 'Example: demand forecasting in retail',
      es: 'Ejemplo: previsión de demanda en el comercio minorista',
    },
    { 'pt-BR': 'Varejo (exemplo)', en: 'Retail (example)', es: 'Comercio minorista (ejemplo)' },
    ['tensorflow'],
    ['analise-preditiva'],
  ),
  caseStudy(
    2,
    {
      'pt-BR': 'Exemplo: assistente virtual de atendimento',
      en: 'Example: a customer service assistant',
      es: 'Ejemplo: un asistente virtual de atención',
    },
    { 'pt-BR': 'Serviços (exemplo)', en: 'Services (example)', es: 'Servicios (ejemplo)' },
    ['openai', 'langchain'],
    ['assistentes-virtuais-ia'],
  ),
  insight(
    1,
    {
      'pt-BR': 'Exemplo de artigo: por onde começar com IA',
      en: 'Example article: where to start with AI',
      es: 'Ejemplo de artículo: por dónde empezar con la IA',
    },
    ['machine-learning-personalizado'],
  ),
  insight(
    2,
    {
      'pt-BR': 'Exemplo de artigo: dados antes de modelos',
      en: 'Example article: data before models',
      es: 'Ejemplo de artículo: los datos antes que los modelos',
    },
    ['analise-preditiva'],
  ),
  withLinkedin(
    teamMember(1, {
      'pt-BR': 'Cargo de exemplo: engenharia de dados',
      en: 'Example role: data engineering',
      es: 'Cargo de ejemplo: ingeniería de datos',
    }),
  ),
  teamMember(2, {
    'pt-BR': 'Cargo de exemplo: ciência de dados',
    en: 'Example role: data science',
    es: 'Cargo de ejemplo: ciencia de datos',
  }),
  teamMember(3, {
    'pt-BR': 'Cargo de exemplo: gestão de projetos',
    en: 'Example role: project management',
    es: 'Cargo de ejemplo: gestión de proyectos',
  }),
  client(1, true),
  client(2, true),
  client(3, false),
];

export interface ExampleOutcome {
  /** Translations written and published by this run. */
  written: number;
  /** Translations that were already there and were left as they are. */
  kept: number;
}

/** The example cover's alt text: what the drawing shows, and that it is an example. */
const coverAlt: PerLocale<string> = {
  'pt-BR': 'Ilustração de exemplo: a palavra "Exemplo" sobre um fundo azul com linhas e círculos',
  en: 'Example illustration: the word "Example" on a blue background with lines and circles',
  es: 'Ilustración de ejemplo: la palabra "Ejemplo" sobre un fondo azul con líneas y círculos',
};

/**
 * Writes what is missing of the example entries, each translation published (see above). With
 * `coverMediaId` (the drawing scripts/content-example.ts stores, decision 0130), the case studies
 * and insights get it as their cover.
 */
export async function writeExampleContent(
  db: Kysely<DB>,
  actor: Actor = exampleActor,
  { coverMediaId }: { coverMediaId?: string } = {},
): Promise<ExampleOutcome> {
  const outcome: ExampleOutcome = { written: 0, kept: 0 };
  const boards = new Map<CollectionName, Awaited<ReturnType<typeof listContent>>>();
  for (const example of exampleEntries) {
    if (!boards.has(example.collection)) {
      boards.set(example.collection, await listContent(db, example.collection));
    }
    const existing = boards
      .get(example.collection)
      ?.entries.find((entry) =>
        entry.translations.some(
          (t) => t.locale === defaultLocale && t.slug === example.slug[defaultLocale],
        ),
      );
    let entryId = existing?.id;
    // pt-BR first: an entry is created through its source (decision 0113).
    for (const locale of supportedLocales) {
      if (existing?.translations.some((t) => t.locale === locale && t.state !== 'missing')) {
        outcome.kept += 1;
        continue;
      }
      const withCover =
        coverMediaId !== undefined &&
        example.collection !== 'team' &&
        example.collection !== 'clients';
      const fields = withCover
        ? { ...example.fields[locale], cover: { mediaId: coverMediaId, alt: coverAlt[locale] } }
        : example.fields[locale];
      const save = { version: 0, slug: example.slug[locale], fields };
      const saved =
        entryId === undefined
          ? await createEntry(db, { collection: example.collection, actor, save })
          : await saveTranslation(db, {
              collection: example.collection,
              entryId,
              locale,
              actor,
              save,
            });
      if (!saved.ok) {
        throw new Error(
          `${example.collection} ${example.slug[locale]} (${locale}): not saved (${saved.reason})`,
        );
      }
      entryId = saved.entry.id;
      const translation = saved.entry.translations.find((t) => t.locale === locale);
      const published = await setPublished(db, {
        collection: example.collection,
        entryId,
        locale,
        actor,
        version: translation?.version ?? 1,
        publish: true,
      });
      if (!published.ok) {
        throw new Error(`${example.collection} ${example.slug[locale]} (${locale}): not published`);
      }
      outcome.written += 1;
    }
  }
  return outcome;
}
