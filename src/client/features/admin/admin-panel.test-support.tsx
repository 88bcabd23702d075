import { QueryClientProvider } from '@tanstack/react-query';
import { cleanup, render, screen, within } from '@testing-library/react';
import { I18nextProvider } from 'react-i18next';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, beforeEach, describe, vi } from 'vitest';
import { Toaster } from '#client/components/ui/toaster.tsx';
import { TooltipProvider } from '#client/components/ui/tooltip.tsx';
import { createQueryClient } from '#client/lib/query-client.ts';
import { testI18n } from '#client/test/render.tsx';
import { AdminPanel } from './admin-panel.tsx';
import { jsonResponse } from '#client/test/json-response.ts';
import { detail, leads, summary } from './admin-panel.fixtures.ts';

/**
 * The admin panel suites' scripted API, fixtures and render (issue 24 split the suite so no file
 * passes 500 lines). jsdom applies no CSS, so the table (md and up) and the phone's cards are both
 * in the document.
 */

export type Handler = (url: URL, init: RequestInit) => Response | Promise<Response>;

export let calls: { method: string; url: URL; body: unknown }[] = [];
export let routes: Record<string, Handler> = {};

export function api(handlers: Record<string, Handler>) {
  routes = {
    'GET /api/contacts': () => jsonResponse(leads),
    'GET /api/contacts/summary': () => jsonResponse(summary),
    'GET /api/contacts/assignees': () =>
      jsonResponse([
        { id: 'u1', fullName: 'Carla Administradora' },
        { id: 'u2', fullName: 'Bruno Gerente' },
      ]),
    'GET /api/contacts/:id': () => jsonResponse(detail),
    ...handlers,
  };
}

/** Scripts `fetch` before each test (the routes above, changed per test with `api`). */
function scriptAdminApi(): void {
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
        return handler ? handler(url, init) : jsonResponse({ message: 'not found' }, 404);
      }),
    );
  });
  afterEach(() => {
    cleanup();
    vi.unstubAllGlobals();
    vi.useRealTimers();
  });
}

/**
 * One of the panel's suites (the panel's states and actions, its triage): `fetch` scripted before
 * each test. Role queries over a whole table, cards and a dialog are slow in jsdom on a busy
 * machine: the suite's time limit, not an assertion about speed.
 */
export function describeAdminPanel(body: () => void): void {
  describe('AdminPanel', { timeout: 20_000 }, () => {
    scriptAdminApi();
    body();
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
