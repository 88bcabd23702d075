import { QueryClientProvider } from '@tanstack/react-query';
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { I18nextProvider } from 'react-i18next';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createQueryClient } from '#client/lib/query-client.ts';
import { testI18n } from '#client/test/render.tsx';
import { scriptFetch } from '#client/test/scripted-fetch.ts';
import { BookingPanel } from './booking-panel.tsx';
import type * as SlotDays from './slot-days.ts';
import { browserTimeZone } from './slot-days.ts';

vi.mock('./slot-days.ts', async (original) => ({
  ...(await original<typeof SlotDays>()),
  browserTimeZone: vi.fn(() => 'Europe/Lisbon'),
}));

const slot = (start: string) => ({ start, end: start });
const first = '2026-03-02T12:00:00.000Z';
const second = '2026-03-02T12:30:00.000Z';

const api = scriptFetch();
afterEach(cleanup);

function renderPanel() {
  return render(
    <I18nextProvider i18n={testI18n('pt-BR')}>
      <QueryClientProvider client={createQueryClient()}>
        <BookingPanel language="pt-BR" source="test" alternative={<p>formulário simples</p>} />
      </QueryClientProvider>
    </I18nextProvider>,
  );
}

async function chooseAndFill(start: string) {
  fireEvent.click(await screen.findByRole('radio', { name: new RegExp(timeOf(start)) }));
  fireEvent.change(screen.getByLabelText('Nome'), { target: { value: 'Marta Lisboeta' } });
  fireEvent.change(screen.getByLabelText('E-mail'), { target: { value: 'marta@example.pt' } });
}
const timeOf = (start: string) => (start === first ? '12:00' : '12:30');

describe('BookingPanel (issue 25 §2)', () => {
  it('keeps the plain form until a time is chosen, then books with the visitor zone', async () => {
    api.replies = [
      { status: 200, body: { slots: [slot(first), slot(second)] } },
      {
        status: 201,
        body: {
          ok: true,
          id: 9,
          meeting: { id: 'm1', start: first, end: first, videoUrl: 'https://meet.jit.si/nexus-m1' },
        },
      },
    ];
    renderPanel();
    expect(screen.getByText('formulário simples')).toBeTruthy();
    await chooseAndFill(first);
    expect(screen.queryByText('formulário simples')).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Marcar a conversa' }));
    const done = await screen.findByTestId('booking-done');
    expect(done.textContent).toContain('12:00');
    expect(done.textContent).toContain('09:00 em São Paulo');
    expect(done.textContent).toContain('O convite foi enviado para o seu e-mail.');
    expect(api.requests[1]).toMatchObject({
      method: 'POST',
      url: '/api/meetings',
      body: {
        name: 'Marta Lisboeta',
        email: 'marta@example.pt',
        slotStart: first,
        visitorTimeZone: 'Europe/Lisbon',
        language: 'pt-BR',
      },
    });
    expect(browserTimeZone).toHaveBeenCalled();
  });

  it('on a 409 shows the reason and the fresh slots, and keeps what was typed', async () => {
    api.replies = [
      { status: 200, body: { slots: [slot(first), slot(second)] } },
      {
        status: 409,
        body: { message: 'Este horário acabou de ser reservado.', slots: [slot(second)] },
      },
    ];
    renderPanel();
    await chooseAndFill(first);
    fireEvent.click(screen.getByRole('button', { name: 'Marcar a conversa' }));
    expect((await screen.findByRole('alert')).textContent).toBe(
      'Este horário acabou de ser reservado.',
    );
    await waitFor(() => expect(screen.getAllByRole('radio')).toHaveLength(1));
    expect(screen.queryByRole('radio', { name: /12:00/ })).toBeNull();
    expect((screen.getByLabelText('Nome') as HTMLInputElement).value).toBe('Marta Lisboeta');
    expect((screen.getByLabelText('E-mail') as HTMLInputElement).value).toBe('marta@example.pt');
    // Sending again without a new choice asks for one instead of calling the server.
    fireEvent.click(screen.getByRole('button', { name: 'Marcar a conversa' }));
    await waitFor(() =>
      expect(screen.getByRole('alert').textContent).toBe('Escolha um horário acima.'),
    );
    expect(api.requests).toHaveLength(2);
  });

  it('"send without choosing a time" brings the plain form back', async () => {
    api.replies = [{ status: 200, body: { slots: [slot(first)] } }];
    renderPanel();
    await chooseAndFill(first);
    fireEvent.click(screen.getByRole('button', { name: 'Enviar sem escolher um horário' }));
    expect(screen.getByText('formulário simples')).toBeTruthy();
    expect((screen.getByRole('radio') as HTMLInputElement).checked).toBe(false);
  });
});
