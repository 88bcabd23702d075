import { QueryClientProvider } from '@tanstack/react-query';
import { cleanup, render, screen, within } from '@testing-library/react';
import { I18nextProvider } from 'react-i18next';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, beforeEach, vi } from 'vitest';
import {
  sampleAssessmentAnswers,
  sampleAssessmentFigures,
} from '#shared/test/tool-result-fixtures.ts';
import type { Lead, LeadDetail, LeadSummary } from '#shared/schemas/leads.ts';
import { Toaster } from '#client/components/ui/toaster.tsx';
import { TooltipProvider } from '#client/components/ui/tooltip.tsx';
import { createQueryClient } from '#client/lib/query-client.ts';
import { testI18n } from '#client/test/render.tsx';
import { AdminPanel } from './admin-panel.tsx';

/**
 * The admin panel suites' scripted API, fixtures and render (issue 24 split the suite so no file
 * passes 500 lines). jsdom applies no CSS, so the table (md and up) and the phone's cards are both
 * in the document.
 */

export type Handler = (url: URL, init: RequestInit) => Response | Promise<Response>;
export const json = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

export const minutesAgo = (n: number) => new Date(Date.now() - n * 60_000).toISOString();

/** The lead desk's fields of a lead sent with the spec's payload alone. */
export const noDesk = {
  source: null,
  origin: { path: null, language: null, referrerHost: null, utm: {} },
  toolResult: null,
  preferredDate: null,
  preferredPeriod: null,
  assignee: null,
  assignedAt: null,
  noteCount: 0,
} satisfies Partial<Lead>;

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
    ...noDesk,
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
    ...noDesk,
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
  toolResult: {
    tool: 'assessment',
    answers: sampleAssessmentAnswers,
    figures: sampleAssessmentFigures,
  },
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
  bySource: {
    home: 0,
    demonstration: 0,
    assessment: 0,
    automation: 0,
    calculator: 0,
    other: 0,
    unknown: 2,
  },
  withToolResult: 0,
  matching: 2,
};

export let calls: { method: string; url: URL; body: unknown }[] = [];
export let routes: Record<string, Handler> = {};

export function api(handlers: Record<string, Handler>) {
  routes = {
    'GET /api/contacts': () => json(leads),
    'GET /api/contacts/summary': () => json(summary),
    'GET /api/contacts/assignees': () =>
      json([
        { id: 'u1', fullName: 'Carla Administradora' },
        { id: 'u2', fullName: 'Bruno Gerente' },
      ]),
    'GET /api/contacts/:id': () => json(detail),
    ...handlers,
  };
}

/** Scripts `fetch` before each test (the routes above, changed per test with `api`). */
export function scriptAdminApi(): void {
  beforeEach(() => {
    calls = [];
    api({});
    vi.stubGlobal(
      'fetch',
      vi.fn(async (input: string, init: RequestInit = {}) => {
        const url = new URL(input, 'http://localhost');
        const method = init.method ?? 'GET';
        calls.push({ method, url, body: init.body ? JSON.parse(String(init.body)) : undefined });
        const key = `${method} ${url.pathname.replace(/\/\d+(?=\/|$)/, '/:id')}`;
        const handler = routes[key];
        return handler ? handler(url, init) : json({ message: 'not found' }, 404);
      }),
    );
  });
  afterEach(() => {
    cleanup();
    vi.unstubAllGlobals();
    vi.useRealTimers();
  });
}

export function renderPanel(path = '/admin') {
  const router = createMemoryRouter([{ path: '/admin', element: <AdminPanel meId="u1" /> }], {
    initialEntries: [path],
  });
  render(
    <I18nextProvider i18n={testI18n('pt-BR')}>
      <QueryClientProvider client={createQueryClient()}>
        <TooltipProvider>
          <RouterProvider router={router} />
          <Toaster closeLabel="Fechar" announceLabel="Notificação" viewportLabel="Notificações" />
        </TooltipProvider>
      </QueryClientProvider>
    </I18nextProvider>,
  );
  return router;
}

export const toastList = () => screen.getByTestId('toasts');
export const table = async () => within(await screen.findByTestId('lead-table'));
