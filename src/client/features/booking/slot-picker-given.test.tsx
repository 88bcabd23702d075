import { QueryClientProvider } from '@tanstack/react-query';
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { I18nextProvider } from 'react-i18next';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createQueryClient } from '#client/lib/query-client.ts';
import { testI18n } from '#client/test/render.tsx';
import { SlotPicker } from './slot-picker.tsx';

/**
 * The SlotPicker with a list the page already has (issue 25 §5: the manage page offers one
 * consultant's free times from the meeting's link): nothing asked of the server, paged the same.
 */

const fetchSpy = vi.fn();
beforeEach(() => {
  fetchSpy.mockReset();
  vi.stubGlobal('fetch', fetchSpy);
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

/** 09:00 São Paulo on five consecutive days from Monday 2 March 2026. */
const given = [2, 3, 4, 5, 6].map((day) => {
  const start = `2026-03-0${day}T12:00:00.000Z`;
  return { start, end: start };
});

describe('SlotPicker with given slots (issue 25 §5)', () => {
  it('offers the given times without a request and pages through them', async () => {
    const chosen = vi.fn();
    render(
      <I18nextProvider i18n={testI18n('pt-BR')}>
        <QueryClientProvider client={createQueryClient()}>
          <SlotPicker
            language="pt-BR"
            zone="Europe/Lisbon"
            value={undefined}
            onChange={chosen}
            slots={given}
          />
        </QueryClientProvider>
      </I18nextProvider>,
    );
    await screen.findByRole('group', { name: 'segunda-feira, 2 de março de 2026' });
    expect(screen.queryByRole('group', { name: /5 de março/ })).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Dias seguintes' }));
    await screen.findByRole('group', { name: 'quinta-feira, 5 de março de 2026' });
    fireEvent.click(screen.getAllByRole('radio')[0] as HTMLElement);
    expect(chosen).toHaveBeenCalledWith('2026-03-05T12:00:00.000Z');
    expect(fetchSpy).not.toHaveBeenCalled();
  });
});
