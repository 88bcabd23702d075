import { QueryClientProvider } from '@tanstack/react-query';
import { act, cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { I18nextProvider } from 'react-i18next';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { Lead, LeadDetail, LeadSummary } from '#shared/schemas/leads.ts';
import { Toaster } from '#client/components/ui/toaster.tsx';
import { TooltipProvider } from '#client/components/ui/tooltip.tsx';
import { createQueryClient } from '#client/lib/query-client.ts';
import { testI18n } from '#client/test/render.tsx';
import { AdminPanel } from './admin-panel.tsx';
import { SEARCH_DEBOUNCE_MS } from './inbox-filters.tsx';

/**
 * The admin panel's states and actions (spec 01 §2, §4, §8; issues 14 §5 and 16 §6) against a
 * scripted API. jsdom applies no CSS, so the table (md and up) and the phone's cards are both in
 * the document: each check looks inside the one it is about.
 */

type Handler = (url: URL, init: RequestInit) => Response | Promise<Response>;
const json = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

const minutesAgo = (n: number) => new Date(Date.now() - n * 60_000).toISOString();

/** The lead desk's fields of a lead sent with the spec's payload alone. */
const noDesk = {
  source: null,
  origin: { path: null, language: null, referrerHost: null, utm: {} },
  toolResult: null,
  preferredDate: null,
  preferredPeriod: null,
  assignee: null,
  assignedAt: null,
  noteCount: 0,
} satisfies Partial<Lead>;

const leads: Lead[] = [
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
const [maria] = leads;
if (!maria) throw new Error('fixture');
const detail: LeadDetail = {
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
    answers: {
      strategy: 'c',
      infrastructure: 'b',
      team: 'c',
      processes: 'd',
      culture: 'c',
      investment: 'a',
    },
    figures: {
      total: 16,
      max: 30,
      percentage: 53,
      level: 'developing',
      categories: {
        strategy: 3,
        infrastructure: 2,
        team: 3,
        processes: 4,
        culture: 3,
        investment: 1,
      },
    },
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

const summary: LeadSummary = {
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

let calls: { method: string; url: URL; body: unknown }[] = [];
let routes: Record<string, Handler> = {};

function api(handlers: Record<string, Handler>) {
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

function renderPanel(path = '/admin') {
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

const toastList = () => screen.getByTestId('toasts');
const table = async () => within(await screen.findByTestId('lead-table'));

// Role queries over a whole table, cards and a dialog are slow in jsdom on a busy machine:
// a time limit, not an assertion about speed.
describe('AdminPanel', { timeout: 20_000 }, () => {
  it('shows the spec texts, the totals, and each lead as a table row', async () => {
    renderPanel();
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Painel Administrativo' }),
    ).toBeTruthy();
    expect(screen.getByText('Gerencie e visualize todas as submissões de contato')).toBeTruthy();
    expect(screen.getByRole('status', { name: 'Carregando contatos…' })).toBeTruthy();

    expect(await screen.findByRole('heading', { name: 'Contatos Recebidos (2)' })).toBeTruthy();
    expect(screen.getByText('Total de Contatos')).toBeTruthy();
    expect(screen.getByTestId('summary-total').textContent).toBe('2');
    expect(screen.getByText('Contatos Hoje')).toBeTruthy();
    expect(screen.getByTestId('summary-today').textContent).toBe('1');
    expect(screen.getByText('Empresas Únicas')).toBeTruthy();
    expect(screen.getByTestId('summary-uniqueCompanies').textContent).toBe('1');

    const rows = (await table()).getAllByTestId('lead-row');
    expect(
      rows.map((row) =>
        within(row)
          .getAllByRole('cell')
          .map((c) => c.textContent),
      ),
    ).toEqual([
      [
        'Maria SilvaACME Ltda',
        'maria@acme.com.br',
        'Olá <script>alert("x")</script>\nsegunda linha',
        'Não registrada',
        'Novo',
        '—Sem responsável',
        'há 5 minutos',
      ],
      [
        'João Pereira',
        'joao@example.com',
        'Nenhuma mensagem foi escrita.',
        'Não registrada',
        'Contatado',
        '—Sem responsável',
        'há 3 horas',
      ],
    ]);
    // Issue 26 §4: one line per lead, the start of its message among the columns (spec 01 §2).
    const headers = (await table()).getAllByRole('columnheader');
    expect(headers.map((h) => [h.textContent, h.getAttribute('aria-sort')])).toEqual([
      ['ContatoEmpresa', null],
      ['E-mail', null],
      ['Mensagem', null],
      ['Origem', null],
      ['Status', null],
      ['Responsável', null],
      ['Recebido', 'descending'],
    ]);
  });

  it('keeps the cards on a phone, with the spec card’s fields', async () => {
    renderPanel();
    const [maria, joao] = await screen.findAllByTestId('lead-card');
    if (!maria || !joao) throw new Error('two cards expected');
    const card = within(maria);
    expect(card.getByRole('heading', { level: 3, name: 'Maria Silva' })).toBeTruthy();
    expect(card.getByText('ACME Ltda')).toBeTruthy();
    expect(card.getByText('Recebido há 5 minutos')).toBeTruthy();
    expect(card.getByRole('link', { name: 'maria@acme.com.br' }).getAttribute('href')).toBe(
      'mailto:maria@acme.com.br',
    );
    expect(card.getByTestId('lead-status').textContent).toBe('Novo');
    expect(within(joao).getByText('Nenhuma mensagem foi escrita.')).toBeTruthy();
    expect(within(joao).getByTestId('lead-status').textContent).toBe('Contatado');
  });

  it('shows the message as plain text, line breaks kept, never as HTML', async () => {
    renderPanel();
    const [message] = await screen.findAllByTestId('lead-message');
    expect(message?.textContent).toBe('Olá <script>alert("x")</script>\nsegunda linha');
    expect(message?.querySelector('script')).toBeNull();
    expect(document.querySelector('script')).toBeNull();
    expect(message?.className).toContain('whitespace-pre-line');
  });

  it('sorts on the server: a header click asks for that order and keeps it in the URL', async () => {
    const router = renderPanel();
    const sortByName = (await table()).getByRole('button', { name: /^Contato/ });
    fireEvent.click(sortByName);
    await waitFor(() => expect(router.state.location.search).toMatch(/sort=name/));
    await waitFor(() =>
      expect(
        calls.some(
          (c) => c.url.pathname === '/api/contacts' && c.url.searchParams.get('sort') === 'name',
        ),
      ).toBe(true),
    );
    // Names first come A→Z; a second click turns the order round (desc is the URL's default).
    expect(router.state.location.search).toBe('?sort=name&order=asc');
    await waitFor(async () =>
      expect((await table()).getAllByRole('columnheader')[0]?.getAttribute('aria-sort')).toBe(
        'ascending',
      ),
    );
    fireEvent.click((await table()).getByRole('button', { name: /^Contato/ }));
    await waitFor(() => expect(router.state.location.search).toBe('?sort=name'));
  });

  it('reads source, tool result and assignee filters from the URL and sends them on', async () => {
    renderPanel('/admin?source=assessment&hasToolResult=true&assignee=u2&sort=status&order=asc');
    await screen.findByTestId('lead-table');
    await waitFor(() =>
      expect(
        calls.some(
          (c) =>
            c.url.pathname === '/api/contacts' &&
            c.url.search ===
              '?source=assessment&hasToolResult=true&assignee=u2&sort=status&order=asc',
        ),
      ).toBe(true),
    );
    expect(
      calls.some(
        (c) =>
          c.url.pathname === '/api/contacts/summary' &&
          c.url.search === '?source=assessment&hasToolResult=true&assignee=u2',
      ),
    ).toBe(true);
    expect(screen.getByRole('link', { name: 'Exportar CSV' }).getAttribute('href')).toBe(
      '/api/contacts/export.csv?source=assessment&hasToolResult=true&assignee=u2',
    );
    expect(screen.getByRole('combobox', { name: 'Origem' }).textContent).toBe(
      'Avaliação de maturidade em IA (0)',
    );
    expect(screen.getByRole('combobox', { name: 'Responsável' }).textContent).toBe('Bruno Gerente');
  });

  it('opens a lead in the detail panel: every field, the tool result, notes and history', async () => {
    const router = renderPanel();
    fireEvent.click(
      (await table()).getByRole('button', { name: 'Abrir o contato de Maria Silva' }),
    );
    await waitFor(() => expect(router.state.location.search).toBe('?lead=2'));
    const panel = within(await screen.findByRole('dialog', { name: 'Maria Silva' }));
    expect(panel.getByRole('link', { name: 'maria@acme.com.br' })).toBeTruthy();
    const result = within(panel.getByTestId('detail-tool-result'));
    expect(
      result.getByRole('heading', { name: 'Resultado enviado — Avaliação de maturidade em IA' }),
    ).toBeTruthy();
    expect(result.getByText('16/30')).toBeTruthy();
    expect(result.getByText('53%')).toBeTruthy();
    expect(result.getByText('Em desenvolvimento')).toBeTruthy();
    expect(result.getByText('Estratégia e liderança')).toBeTruthy();
    const origin = within(panel.getByTestId('detail-origin'));
    expect(origin.getByText('/dashboard/assessment')).toBeTruthy();
    expect(origin.getByText('www.google.com')).toBeTruthy();
    expect(origin.getByText('newsletter')).toBeTruthy();
    expect(origin.getByText('Português (Brasil)')).toBeTruthy();
    expect(
      panel.getByText(/^terça-feira, 1 de dezembro de 2026 — Tarde \(14h–18h\)$/),
    ).toBeTruthy();
    expect(panel.getByRole('tab', { name: 'Notas (1)' })).toBeTruthy();
    expect(panel.getByRole('tab', { name: 'Histórico' })).toBeTruthy();
  });

  it('adds an internal note from the detail panel', async () => {
    api({
      'POST /api/contacts/:id/notes': (_url, init) =>
        json(
          {
            id: 2,
            body: (JSON.parse(String(init.body)) as { body: string }).body,
            createdAt: new Date().toISOString(),
            author: { id: 'u1', name: 'Carla Administradora' },
          },
          201,
        ),
    });
    renderPanel('/admin?lead=2');
    const panel = within(await screen.findByRole('dialog', { name: 'Maria Silva' }));
    fireEvent.mouseDown(panel.getByRole('tab', { name: 'Notas (1)' }));
    fireEvent.click(panel.getByRole('tab', { name: 'Notas (1)' }));
    const box = await panel.findByRole('textbox', { name: 'Nova nota' });
    fireEvent.click(panel.getByRole('button', { name: 'Adicionar nota' }));
    expect(await panel.findByText('Campo obrigatório')).toBeTruthy();
    fireEvent.change(box, { target: { value: 'Enviar proposta na sexta.' } });
    fireEvent.click(panel.getByRole('button', { name: 'Adicionar nota' }));
    expect(await panel.findByText('Enviar proposta na sexta.')).toBeTruthy();
    expect(within(toastList()).getByText('Nota adicionada')).toBeTruthy();
    expect(calls.find((c) => c.method === 'POST')).toMatchObject({
      url: expect.objectContaining({ pathname: '/api/contacts/2/notes' }),
      body: { body: 'Enviar proposta na sexta.' },
    });
  });

  it('says so when no lead has arrived yet', async () => {
    api({
      'GET /api/contacts': () => json([]),
      'GET /api/contacts/summary': () =>
        json({ ...summary, total: 0, today: 0, uniqueCompanies: 0, matching: 0 }),
    });
    renderPanel();
    expect(await screen.findByText('Nenhum contato recebido ainda')).toBeTruthy();
    expect(screen.getByRole('heading', { name: 'Contatos Recebidos (0)' })).toBeTruthy();
  });

  it('offers a retry when the list cannot be loaded', async () => {
    let fail = true;
    api({
      'GET /api/contacts': () => (fail ? json({ message: 'fora do ar' }, 503) : json(leads)),
    });
    renderPanel();
    expect(await screen.findByText('Erro ao carregar contatos')).toBeTruthy();
    fail = false;
    fireEvent.click(screen.getByRole('button', { name: 'Tentar Novamente' }));
    expect(await screen.findByRole('heading', { level: 3, name: 'Maria Silva' })).toBeTruthy();
    expect(screen.queryByText('Erro ao carregar contatos')).toBeNull();
  });

  it('refreshes on demand, saying so while it loads', async () => {
    let release = () => {};
    renderPanel();
    await screen.findByRole('heading', { level: 3, name: 'Maria Silva' });
    api({
      'GET /api/contacts': () =>
        new Promise((resolve) => (release = () => resolve(json(leads.slice(1))))),
    });
    fireEvent.click(screen.getByRole('button', { name: 'Atualizar' }));
    const busy = await screen.findByRole('button', { name: 'Atualizando...' });
    expect(busy.hasAttribute('disabled')).toBe(true);
    act(() => release());
    expect(await screen.findByRole('button', { name: 'Atualizar' })).toBeTruthy();
    expect(screen.queryByRole('heading', { level: 3, name: 'Maria Silva' })).toBeNull();
  });

  it('sends the test e-mail: disabled while pending, then the success toast', async () => {
    let release = () => {};
    api({
      'POST /api/test-email': () =>
        new Promise((resolve) => (release = () => resolve(json({ ok: true, messageId: '<1@x>' })))),
    });
    renderPanel();
    fireEvent.click(await screen.findByRole('button', { name: 'Testar Email' }));
    const pending = await screen.findByRole('button', { name: 'Enviando...' });
    expect(pending.hasAttribute('disabled')).toBe(true);
    act(() => release());
    expect(await within(toastList()).findByText('Email de teste enviado!')).toBeTruthy();
    expect(within(toastList()).getByText('Verifique sua caixa de entrada.')).toBeTruthy();
    const idle = await screen.findByRole('button', { name: 'Testar Email' });
    expect(idle.hasAttribute('disabled')).toBe(false);
  });

  it('shows the server message in a destructive toast when the test e-mail fails', async () => {
    api({
      'POST /api/test-email': () =>
        json({ message: 'Ocorreu um erro inesperado. Tente novamente em instantes.' }, 500),
    });
    renderPanel();
    fireEvent.click(await screen.findByRole('button', { name: 'Testar Email' }));
    const title = await within(toastList()).findByText('Erro ao enviar email');
    expect(
      within(toastList()).getByText('Ocorreu um erro inesperado. Tente novamente em instantes.'),
    ).toBeTruthy();
    expect(title.closest('li')?.dataset.variant).toBe('destructive');
  });

  it('searches on the server after a pause in typing, and filters by status', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const router = renderPanel();
    await screen.findByRole('heading', { level: 3, name: 'Maria Silva' });
    fireEvent.change(screen.getByRole('searchbox', { name: 'Buscar' }), {
      target: { value: 'maria ' },
    });
    await act(() => vi.advanceTimersByTimeAsync(SEARCH_DEBOUNCE_MS + 10));
    await waitFor(() => expect(router.state.location.search).toBe('?q=maria'));
    // What is being typed is kept, trailing space included.
    expect((screen.getByRole('searchbox', { name: 'Buscar' }) as HTMLInputElement).value).toBe(
      'maria ',
    );
    await waitFor(() =>
      expect(
        calls.some((c) => c.url.pathname === '/api/contacts' && c.url.search === '?q=maria'),
      ).toBe(true),
    );

    fireEvent.click(screen.getByRole('button', { name: 'Novos (1)' }));
    await waitFor(() => expect(router.state.location.search).toBe('?q=maria&status=new'));
    expect(screen.getByRole('button', { name: 'Novos (1)' }).getAttribute('aria-pressed')).toBe(
      'true',
    );
    await waitFor(() =>
      expect(
        calls.some(
          (c) =>
            c.url.pathname === '/api/contacts/summary' && c.url.search === '?q=maria&status=new',
        ),
      ).toBe(true),
    );
    expect(screen.getByRole('link', { name: 'Exportar CSV' }).getAttribute('href')).toBe(
      '/api/contacts/export.csv?q=maria&status=new',
    );
  });

  it('pages through the inbox 50 at a time', async () => {
    api({ 'GET /api/contacts/summary': () => json({ ...summary, total: 120, matching: 120 }) });
    const router = renderPanel();
    const nav = await screen.findByRole('navigation', { name: 'Páginas de contatos' });
    expect(within(nav).getByText('Página 1 de 3')).toBeTruthy();
    expect(within(nav).getByText('1–50 de 120')).toBeTruthy();
    expect(within(nav).getByRole('button', { name: 'Anterior' }).hasAttribute('disabled')).toBe(
      true,
    );
    fireEvent.click(within(nav).getByRole('button', { name: 'Próxima' }));
    await waitFor(() => expect(router.state.location.search).toBe('?page=2'));
    expect(await within(nav).findByText('Página 2 de 3')).toBeTruthy();
    expect(calls.some((c) => c.url.search === '?page=2')).toBe(true);
  });

  // Issue 26 §4, decision 0083: the desk is worked from the keyboard.
  it('triages from the keyboard: j/k move the focused row, s and 1–3 set the status, a assigns to me, Enter opens, ? shows the keys', async () => {
    api({
      'PATCH /api/contacts/:id': (url, init) => {
        const id = Number(url.pathname.split('/').pop());
        const change = JSON.parse(String(init.body)) as {
          status?: Lead['status'];
          assigneeId?: string;
        };
        const lead = leads.find((l) => l.id === id) ?? maria;
        return json({
          ...lead,
          ...(change.status ? { status: change.status } : {}),
          ...(change.assigneeId
            ? { assignee: { id: change.assigneeId, name: 'Carla Administradora' } }
            : {}),
        });
      },
    });
    const router = renderPanel();
    const rows = (await table()).getAllByTestId('lead-row');
    const key = (k: string, target: Element = document.body) =>
      fireEvent.keyDown(target, { key: k });
    const patches = () => calls.filter((c) => c.method === 'PATCH');

    // Typing in the search is text, never a command.
    const search = screen.getByRole('searchbox', { name: 'Buscar' });
    key('j', search);
    key('s', search);
    expect(document.activeElement).not.toBe(rows[0]);

    key('j');
    expect(document.activeElement).toBe(rows[0]);
    key('j');
    expect(document.activeElement).toBe(rows[1]);
    key('k');
    key('ArrowDown');
    expect(document.activeElement).toBe(rows[1]);
    expect(rows[1]?.getAttribute('tabindex')).toBe('0');
    expect(rows[0]?.getAttribute('tabindex')).toBe('-1');

    // João is "contacted": s moves him on to "closed"; 1 takes him back to "new".
    key('s', rows[1]);
    await waitFor(() => expect(patches()).toHaveLength(1));
    expect(patches()[0]).toMatchObject({
      url: expect.objectContaining({ pathname: '/api/contacts/1' }),
      body: { status: 'closed' },
    });
    expect(await within(toastList()).findByText('Status atualizado')).toBeTruthy();
    key('1', rows[1]);
    await waitFor(() => expect(patches()).toHaveLength(2));
    expect(patches()[1]?.body).toEqual({ status: 'new' });
    key('a', rows[1]);
    await waitFor(() => expect(patches()).toHaveLength(3));
    expect(patches()[2]?.body).toEqual({ assigneeId: 'u1' });
    // With Ctrl held the key is the browser's.
    fireEvent.keyDown(rows[1] ?? document.body, { key: 's', ctrlKey: true });
    expect(patches()).toHaveLength(3);

    key('Enter', rows[1]);
    await waitFor(() => expect(router.state.location.search).toBe('?lead=1'));
    const panel = await screen.findByRole('dialog', { name: 'Maria Silva' });
    // Inside the lead's panel the keys belong to it.
    key('s', panel);
    expect(patches()).toHaveLength(3);
    fireEvent.click(within(panel).getByRole('button', { name: 'Fechar' }));
    await waitFor(() => expect(router.state.location.search).toBe(''));

    key('?');
    const help = await screen.findByRole('dialog', { name: 'Atalhos de teclado' });
    for (const text of [
      'Próximo contato',
      'Abrir o contato',
      'Atribuir a mim',
      'Marcar como novo, contatado ou fechado',
    ])
      expect(within(help).getByText(text)).toBeTruthy();
    fireEvent.click(within(help).getByRole('button', { name: 'Fechar' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    // The same list behind a visible button.
    fireEvent.click(screen.getByRole('button', { name: 'Atalhos de teclado' }));
    expect(await screen.findByRole('dialog', { name: 'Atalhos de teclado' })).toBeTruthy();
  });

  it('says "há instantes" in the table for a lead just in, the card keeping the spec’s "há menos de um minuto"', async () => {
    const [first] = leads;
    if (!first) throw new Error('fixture');
    api({ 'GET /api/contacts': () => json([{ ...first, createdAt: new Date().toISOString() }]) });
    renderPanel();
    const row = (await table()).getByTestId('lead-row');
    const time = row.querySelector('time');
    expect(time?.textContent).toBe('há instantes');
    // The whole date stays in the cell's title and datetime (issue 26 §4).
    expect(time?.getAttribute('datetime')).toMatch(/^\d{4}-\d{2}-\d{2}T/);
    expect(time?.getAttribute('title')).toMatch(/ de \d{4}/);
    const card = within(screen.getByTestId('lead-card'));
    expect(card.getByText('Recebido há menos de um minuto')).toBeTruthy();
  });

  it('saves the current filters as a named view, names the view they match, renames and deletes views', async () => {
    let views = [
      {
        id: 7,
        name: 'Novos da home',
        query: 'status=new&source=home',
        createdAt: minutesAgo(60),
        updatedAt: minutesAgo(60),
      },
    ];
    api({
      'GET /api/admin/lead-views': () => json(views),
      'POST /api/admin/lead-views': (_url, init) => {
        const body = JSON.parse(String(init.body)) as { name: string; query: string };
        if (body.name === 'Novos da home') {
          const message = 'Você já tem uma visualização com esse nome. Escolha outro.';
          return json({ message, fieldErrors: { name: [message] } }, 409);
        }
        const view = { id: 8, ...body, createdAt: minutesAgo(0), updatedAt: minutesAgo(0) };
        views = [...views, view];
        return json(view, 201);
      },
      'PATCH /api/admin/lead-views/:id': (_url, init) => {
        const { name } = JSON.parse(String(init.body)) as { name: string };
        views = views.map((v) => (v.id === 8 ? { ...v, name } : v));
        return json(views[1]);
      },
      'DELETE /api/admin/lead-views/:id': () => {
        views = views.filter((v) => v.id !== 8);
        return new Response(null, { status: 204 });
      },
    });
    // The filters of "Novos da home", in another order and on page 2: still that view.
    renderPanel('/admin?source=home&status=new&page=2');
    const picker = await screen.findByRole('combobox', { name: 'Abrir visualização' });
    await waitFor(() => expect(picker.textContent).toBe('Novos da home'));

    // Save: the same name is refused on the field, then another name is saved.
    fireEvent.click(screen.getByRole('button', { name: 'Salvar visualização' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'Salvar os filtros atuais' }));
    const name = dialog.getByLabelText('Nome da visualização');
    fireEvent.click(dialog.getByRole('button', { name: 'Salvar' }));
    expect(await dialog.findByText('Campo obrigatório')).toBeTruthy();
    fireEvent.change(name, { target: { value: 'Novos da home' } });
    fireEvent.click(dialog.getByRole('button', { name: 'Salvar' }));
    expect(
      await dialog.findByText('Você já tem uma visualização com esse nome. Escolha outro.'),
    ).toBeTruthy();
    expect(name.getAttribute('aria-invalid')).toBe('true');
    fireEvent.change(name, { target: { value: '  Home, novos  ' } });
    fireEvent.click(dialog.getByRole('button', { name: 'Salvar' }));
    expect(await within(toastList()).findByText('Visualização salva')).toBeTruthy();
    const posts = calls.filter((c) => c.method === 'POST');
    // The query without the page, as the server stores it; the name as typed (the server trims).
    expect(posts.at(-1)?.body).toEqual({
      name: 'Home, novos',
      query: 'status=new&source=home',
    });
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());

    // Manage: rename the new view, then delete it.
    fireEvent.click(await screen.findByRole('button', { name: 'Gerenciar' }));
    const manage = within(await screen.findByRole('dialog', { name: 'Suas visualizações salvas' }));
    fireEvent.click(await manage.findByRole('button', { name: 'Renomear Home, novos' }));
    const rename = manage.getByLabelText('Nome da visualização');
    expect(document.activeElement).toBe(rename);
    fireEvent.change(rename, { target: { value: 'Home novos' } });
    fireEvent.click(manage.getByRole('button', { name: 'Salvar nome' }));
    expect(await within(toastList()).findByText('Visualização renomeada')).toBeTruthy();
    expect(calls.find((c) => c.method === 'PATCH')).toMatchObject({
      url: expect.objectContaining({ pathname: '/api/admin/lead-views/8' }),
      body: { name: 'Home novos' },
    });
    fireEvent.click(await manage.findByRole('button', { name: 'Excluir Home novos' }));
    expect(await within(toastList()).findByText('Visualização excluída')).toBeTruthy();
    expect(calls.find((c) => c.method === 'DELETE')?.url.pathname).toBe('/api/admin/lead-views/8');
    await waitFor(() =>
      expect(manage.queryByRole('button', { name: 'Excluir Home novos' })).toBeNull(),
    );
  });
});
