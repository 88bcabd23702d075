import type { Lead, LeadSummary } from '#shared/schemas/leads.ts';

/**
 * The lead desk's fields of a lead sent with the spec's payload alone (issue 16 §6: a lead stored
 * without them has none of them), shared by the tests that spell a whole lead out.
 */
export const noDeskFields = {
  source: null,
  origin: { path: null, language: null, referrerHost: null, utm: {} },
  toolResult: null,
  preferredDate: null,
  preferredPeriod: null,
  assignee: null,
  assignedAt: null,
  noteCount: 0,
} satisfies Partial<Lead>;

/** The inbox totals' count per source when every lead is of unknown source (sent before issue 16). */
export function unknownSourceCounts(unknown: number): LeadSummary['bySource'] {
  return {
    home: 0,
    demonstration: 0,
    assessment: 0,
    automation: 0,
    calculator: 0,
    other: 0,
    unknown,
  };
}

/**
 * The lead export's header row, in the spreadsheet's Portuguese (decision 0082, issue 26 §4): the
 * API test reads every column of it, the admin journey the first ten a person checks first.
 */
export const leadCsvHeader = [
  'ID',
  'Recebido em (horário de Brasília)',
  'Nome',
  'E-mail',
  'Empresa',
  'Mensagem',
  'Status',
  'Status alterado em (horário de Brasília)',
  'Status alterado por',
  'Origem',
  'Página',
  'Idioma da página',
  'Site de referência',
  'UTM source',
  'UTM medium',
  'UTM campaign',
  'UTM term',
  'UTM content',
  'Ferramenta',
  'Resultado da ferramenta',
  'Respostas da ferramenta',
  'Data preferida',
  'Período preferido',
  'Responsável',
  'Notas internas',
  // The lead's meeting (issue 25 §6, decision 0111).
  'Reunião em (horário de Brasília)',
  'Consultor da reunião',
  'Status da reunião',
];
