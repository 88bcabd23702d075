import type { Lead } from '#shared/schemas/leads.ts';

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
