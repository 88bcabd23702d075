import { describe, expect, it } from 'vitest';
import { toolResultRecord } from '#shared/tools/tool-result-summary.ts';
import {
  leadDetailSchema,
  leadFilterFromSearch,
  leadFilterSearch,
  leadListQuerySchema,
  leadSchema,
  type Lead,
  type LeadDetail,
} from './leads.ts';
import { toolResultSchema } from './tool-result.ts';

const lead: Lead = {
  id: 7,
  name: 'Ana Souza',
  company: 'Souza Ltda',
  email: 'ana@souza.com.br',
  message: null,
  createdAt: '2026-11-02T12:00:00.000Z',
  status: 'new',
  statusChangedAt: null,
  statusChangedBy: null,
  source: 'calculator',
  origin: { path: '/calculadora', language: 'pt-BR', referrerHost: null, utm: { source: 'news' } },
  toolResult: toolResultRecord(
    toolResultSchema.parse({
      tool: 'calculator',
      inputs: {
        companySize: 'small',
        teamSize: 12,
        hourlyRate: 85.5,
        solutions: ['automation'],
        urgency: null,
      },
    }),
  ),
  preferredDate: null,
  preferredPeriod: null,
  assignee: null,
  assignedAt: null,
  noteCount: 0,
};

/**
 * The lead answers' schemas check what they pass on (issue 24 §2: no `z.custom` without a check):
 * a stored tool result, UTM values and history entries of the wrong shape are refused, where the
 * unchecked `z.custom<…>()` let anything through.
 */
describe('lead answer schemas', () => {
  it('pass a stored lead on unchanged, tool result included', () => {
    expect(leadSchema.parse(lead)).toEqual(lead);
    expect(leadSchema.parse({ ...lead, toolResult: null }).toolResult).toBeNull();
  });

  it.each([
    ['text', 'calculator'],
    ['an unknown tool', { tool: 'horoscope', figures: {} }],
    ['no figures', { ...lead.toolResult, figures: undefined }],
    ['inputs missing', { tool: 'calculator', figures: {} }],
    ['automation without areas', { tool: 'automation', answers: {}, figures: {} }],
  ])('refuse a tool result that is %s', (_, toolResult) => {
    expect(leadSchema.safeParse({ ...lead, toolResult }).success).toBe(false);
  });

  it('refuses UTM values that are not text', () => {
    const origin = { ...lead.origin, utm: { source: 42 } };
    expect(leadSchema.safeParse({ ...lead, origin }).success).toBe(false);
  });

  it('checks each history entry by its kind', () => {
    const at = '2026-11-02T13:00:00.000Z';
    const detail: LeadDetail = {
      ...lead,
      notes: [],
      history: [
        { kind: 'status', at, actor: { id: 'a1', name: 'Bia' }, from: 'new', to: 'contacted' },
        { kind: 'assignee', at, actor: null, from: null, to: { id: 'a1', name: null } },
      ],
    };
    expect(leadDetailSchema.parse(detail)).toEqual(detail);
    for (const entry of [
      { kind: 'status', at, actor: null, from: 'new', to: 'lost' },
      { kind: 'assignee', at, actor: null, from: null, to: 'a1' },
      { kind: 'deleted', at, actor: null },
    ]) {
      expect(leadDetailSchema.safeParse({ ...detail, history: [entry] }).success).toBe(false);
    }
  });
});

/** Issue 24 §2: one inbox filter, the server's query schema, read from the desk's address. */
describe('the inbox filter in an address', () => {
  const read = (query: string) => leadFilterFromSearch(new URLSearchParams(query));
  const defaults = { sort: 'createdAt', order: 'desc', page: 1 };

  it('reads every key the desk keeps, as the server parses it', () => {
    const query =
      'q=%20ana%20&status=contacted&source=unknown&hasToolResult=false&assignee=user_1' +
      '&sort=name&order=asc&page=3';
    expect(read(query)).toEqual(
      leadListQuerySchema.parse(Object.fromEntries(new URLSearchParams(query))),
    );
    expect(read(query)).toMatchObject({ q: 'ana', hasToolResult: false, page: 3, sort: 'name' });
  });

  it.each([
    ['status=lost', {}],
    ['source=fax', {}],
    ['hasToolResult=maybe', {}],
    ['assignee=bad%20id!', {}],
    ['sort=email&order=up', {}],
    ['page=0', {}],
    ['page=1.5', {}],
    ['page=abc', {}],
    ['q=%20%20', {}],
    ['status=new&page=-2', { status: 'new' }],
  ])('ignores what breaks a rule, keeping the rest: %s', (query, kept) => {
    expect(read(query)).toEqual({ ...defaults, pageSize: 50, ...kept });
  });

  it('writes the query back in one order, defaults left out', () => {
    expect(leadFilterSearch(read('page=2&order=asc&status=new&q=a+b'))).toBe(
      'q=a+b&status=new&order=asc&page=2',
    );
    expect(leadFilterSearch(read('sort=createdAt&order=desc&page=1'))).toBe('');
  });
});
