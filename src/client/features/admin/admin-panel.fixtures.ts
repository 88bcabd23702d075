import { noDeskFields, unknownSourceCounts } from '#shared/test/lead-fixtures.ts';
import { sampleAssessmentRecord } from '#shared/test/tool-result-fixtures.ts';
import type { Lead, LeadDetail, LeadSummary } from '#shared/schemas/leads.ts';

/** The leads, detail and totals the admin panel suites script the API with (spec 01 §2, §4, §8). */

export const minutesAgo = (n: number) => new Date(Date.now() - n * 60_000).toISOString();

export const leads: Lead[] = [
  {
    id: 2,
    name: 'Maria Silva',
    company: 'ACME Ltda',
    email: 'maria@acme.com.br',
    message: 'Olá <script>alert("x")</script>\nsegunda linha',
    createdAt: minutesAgo(5),
    status: 'new',
    statusChangedAt: null,
    statusChangedBy: null,
    ...noDeskFields,
  },
  {
    id: 1,
    name: 'João Pereira',
    company: null,
    email: 'joao@example.com',
    message: null,
    createdAt: minutesAgo(3 * 60),
    status: 'contacted',
    statusChangedAt: minutesAgo(60),
    statusChangedBy: 'Carla Administradora',
    ...noDeskFields,
  },
];
export const [maria] = leads;
if (!maria) throw new Error('fixture');
export const detail: LeadDetail = {
  ...maria,
  source: 'assessment',
  origin: {
    path: '/dashboard/assessment',
    language: 'pt-BR',
    referrerHost: 'www.google.com',
    utm: { source: 'newsletter', campaign: 'maturidade' },
  },
  toolResult: sampleAssessmentRecord,
  preferredDate: '2026-12-01',
  preferredPeriod: 'afternoon',
  notes: [
    {
      id: 1,
      body: 'Ligou pedindo proposta.',
      createdAt: minutesAgo(2),
      author: { id: 'u1', name: 'Carla Administradora' },
    },
  ],
  history: [
    {
      kind: 'status',
      at: minutesAgo(1),
      actor: { id: 'u1', name: 'Carla Administradora' },
      from: 'new',
      to: 'contacted',
    },
  ],
};

export const summary: LeadSummary = {
  total: 2,
  today: 1,
  uniqueCompanies: 1,
  byStatus: { new: 1, contacted: 1, closed: 0 },
  bySource: unknownSourceCounts(2),
  withToolResult: 0,
  matching: 2,
};
