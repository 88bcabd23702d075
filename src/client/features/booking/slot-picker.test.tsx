import { QueryClientProvider } from '@tanstack/react-query';
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { useState } from 'react';
import { I18nextProvider } from 'react-i18next';
import { afterEach, describe, expect, it } from 'vitest';
import { createQueryClient } from '#client/lib/query-client.ts';
import { testI18n } from '#client/test/render.tsx';
import { scriptFetch } from '#client/test/scripted-fetch.ts';
import { SlotPicker } from './slot-picker.tsx';

const api = scriptFetch();
afterEach(cleanup);

/** Slots at 09:00 and 09:30 São Paulo on `days` consecutive days from 2 March 2026. */
function slotsOver(days: number, firstDay = 2) {
  return Array.from({ length: days }, (_, d) =>
    ['12:00', '12:30'].map((time) => {
      const start = `2026-03-${String(firstDay + d).padStart(2, '0')}T${time}:00.000Z`;
      return { start, end: start };
    }),
  ).flat();
}

function Harness({ zone = 'Europe/Lisbon' }: { zone?: string }) {
  const [value, setValue] = useState<string>();
  return (
    <>
      <SlotPicker
        language="pt-BR"
        service="automacao-inteligente"
        zone={zone}
        value={value}
        onChange={setValue}
      />
      <output data-testid="chosen">{value}</output>
    </>
  );
}

function renderPicker(zone?: string) {
  return render(
    <I18nextProvider i18n={testI18n('pt-BR')}>
      <QueryClientProvider client={createQueryClient()}>
        <Harness zone={zone} />
      </QueryClientProvider>
    </I18nextProvider>,
  );
}

describe('SlotPicker (issue 25 §2)', () => {
  it('asks for the page language and service, and groups the visitor times by day with São Paulo beside', async () => {
    api.replies = [{ status: 200, body: { slots: slotsOver(2) } }];
    renderPicker();
    expect(screen.getByText('Carregando os horários livres…')).toBeTruthy();
    const group = await screen.findByRole('group', { name: 'segunda-feira, 2 de março de 2026' });
    expect(group.textContent).toContain('12:00');
    expect(group.textContent).toContain('09:00 em São Paulo');
    expect(api.requests.map((r) => r.url)).toEqual([
      '/api/meetings/slots?language=pt-BR&service=automacao-inteligente',
    ]);
    expect(screen.getByText(/Horários no seu fuso horário \(Europe\/Lisbon\)/)).toBeTruthy();
  });

  it('is one radio group: choosing a time reports its UTC start', async () => {
    api.replies = [{ status: 200, body: { slots: slotsOver(2) } }];
    renderPicker();
    const radios = await screen.findAllByRole('radio');
    expect(radios).toHaveLength(4);
    expect(new Set(radios.map((r) => r.getAttribute('name'))).size).toBe(1);
    fireEvent.click(screen.getAllByRole('radio', { name: /12:30/ })[0] as HTMLElement);
    expect(screen.getByTestId('chosen').textContent).toBe('2026-03-02T12:30:00.000Z');
  });

  it('shows one clock when the visitor is on São Paulo time', async () => {
    api.replies = [{ status: 200, body: { slots: slotsOver(1) } }];
    renderPicker('America/Sao_Paulo');
    await screen.findAllByRole('radio');
    expect(screen.queryByText(/em São Paulo/)).toBeNull();
  });

  it('pages to later days with `from` and back without asking again', async () => {
    api.replies = [
      { status: 200, body: { slots: slotsOver(4) } },
      { status: 200, body: { slots: slotsOver(2, 5) } },
    ];
    renderPicker();
    await screen.findByRole('group', { name: 'segunda-feira, 2 de março de 2026' });
    expect(screen.queryByRole('group', { name: /5 de março/ })).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Dias seguintes' }));
    await screen.findByRole('group', { name: 'quinta-feira, 5 de março de 2026' });
    expect(api.requests[1]?.url).toBe(
      `/api/meetings/slots?language=pt-BR&service=automacao-inteligente&from=${encodeURIComponent('2026-03-05T12:00:00.000Z')}`,
    );
    fireEvent.click(screen.getByRole('button', { name: 'Dias anteriores' }));
    await screen.findByRole('group', { name: 'segunda-feira, 2 de março de 2026' });
    expect(api.requests).toHaveLength(2);
  });

  it('says when no time is free (the page keeps its plain form)', async () => {
    api.replies = [{ status: 200, body: { slots: [] } }];
    renderPicker();
    expect(await screen.findByText(/Nenhum consultor tem horário livre agora/)).toBeTruthy();
    expect(screen.queryByRole('radio')).toBeNull();
  });

  it('says when the times could not be loaded and tries again on request', async () => {
    api.replies = [
      { status: 500, body: { message: 'x' } },
      { status: 200, body: { slots: slotsOver(1) } },
    ];
    renderPicker();
    expect((await screen.findByRole('alert')).textContent).toContain(
      'Não foi possível carregar os horários livres.',
    );
    fireEvent.click(screen.getByRole('button', { name: 'Tentar de novo' }));
    await waitFor(() => expect(screen.getAllByRole('radio')).toHaveLength(2));
  });
});
