import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { expect, it } from 'vitest';
import { jsonResponse } from '#client/test/json-response.ts';
import { leads, summary } from './admin-panel.fixtures.ts';
import {
  api,
  calls,
  renderPanel,
  describeAdminPanel,
  table,
  toastList,
} from './admin-panel.test-support.tsx';

/**
 * The admin panel's states and actions (spec 01 §2, §4, §8; issues 14 §5 and 16 §6) against a
 * scripted API. jsdom applies no CSS, so the table (md and up) and the phone's cards are both in
 * the document: each check looks inside the one it is about. Search, paging, keyboard triage and
 * saved views are in admin-panel-triage.test.tsx.
 */

describeAdminPanel(() => {
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
        jsonResponse(
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
      'GET /api/contacts': () => jsonResponse([]),
      'GET /api/contacts/summary': () =>
        jsonResponse({ ...summary, total: 0, today: 0, uniqueCompanies: 0, matching: 0 }),
    });
    renderPanel();
    expect(await screen.findByText('Nenhum contato recebido ainda')).toBeTruthy();
    expect(screen.getByRole('heading', { name: 'Contatos Recebidos (0)' })).toBeTruthy();
  });

  it('offers a retry when the list cannot be loaded', async () => {
    let fail = true;
    api({
      'GET /api/contacts': () =>
        fail ? jsonResponse({ message: 'fora do ar' }, 503) : jsonResponse(leads),
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
        new Promise((resolve) => (release = () => resolve(jsonResponse(leads.slice(1))))),
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
        new Promise(
          (resolve) => (release = () => resolve(jsonResponse({ ok: true, messageId: '<1@x>' }))),
        ),
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
        jsonResponse({ message: 'Ocorreu um erro inesperado. Tente novamente em instantes.' }, 500),
    });
    renderPanel();
    fireEvent.click(await screen.findByRole('button', { name: 'Testar Email' }));
    const title = await within(toastList()).findByText('Erro ao enviar email');
    expect(
      within(toastList()).getByText('Ocorreu um erro inesperado. Tente novamente em instantes.'),
    ).toBeTruthy();
    expect(title.closest('li')?.dataset.variant).toBe('destructive');
  });
});
