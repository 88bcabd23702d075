import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { expect, it, vi } from 'vitest';
import type { Lead } from '#shared/schemas/leads.ts';
import { SEARCH_DEBOUNCE_MS } from './inbox-filters.tsx';
import { jsonResponse } from '#client/test/json-response.ts';
import { leads, maria, minutesAgo, summary } from './admin-panel.fixtures.ts';
import {
  api,
  calls,
  renderPanel,
  describeAdminPanel,
  table,
  toastList,
} from './admin-panel.test-support.tsx';

/**
 * The admin panel (spec 01 §8; issues 14 §5 and 16 §6) against a scripted API: search, paging,
 * keyboard triage, the table's recent-time wording and saved views.
 */

describeAdminPanel(() => {
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
    api({
      'GET /api/contacts/summary': () => jsonResponse({ ...summary, total: 120, matching: 120 }),
    });
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
        return jsonResponse({
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
    api({
      'GET /api/contacts': () => jsonResponse([{ ...first, createdAt: new Date().toISOString() }]),
    });
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
      'GET /api/admin/lead-views': () => jsonResponse(views),
      'POST /api/admin/lead-views': (_url, init) => {
        const body = JSON.parse(String(init.body)) as { name: string; query: string };
        if (body.name === 'Novos da home') {
          const message = 'Você já tem uma visualização com esse nome. Escolha outro.';
          return jsonResponse({ message, fieldErrors: { name: [message] } }, 409);
        }
        const view = { id: 8, ...body, createdAt: minutesAgo(0), updatedAt: minutesAgo(0) };
        views = [...views, view];
        return jsonResponse(view, 201);
      },
      'PATCH /api/admin/lead-views/:id': (_url, init) => {
        const { name } = JSON.parse(String(init.body)) as { name: string };
        views = views.map((v) => (v.id === 8 ? { ...v, name } : v));
        return jsonResponse(views[1]);
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
