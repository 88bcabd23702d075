import { QueryClientProvider } from '@tanstack/react-query';
import { cleanup, render, screen, within } from '@testing-library/react';
import { I18nextProvider } from 'react-i18next';
import { MemoryRouter } from 'react-router';
import { afterEach, describe, expect, it } from 'vitest';
import type { ContentCalendar as Calendar } from '#shared/content/content-answers.ts';
import type { Locale } from '#shared/i18n/locales.ts';
import { createQueryClient } from '#client/lib/query-client.ts';
import { testI18n } from '#client/test/render.tsx';
import { scriptFetch } from '#client/test/scripted-fetch.ts';
import { ContentCalendar } from './content-calendar.tsx';

/**
 * The publishing calendar (issue 23 §5, decision 0132) in jsdom, with the API scripted: items on
 * their São Paulo day (not the UTC one), each linking to its translation, and the empty state.
 */

const api = scriptFetch();

function renderCalendar(items: Calendar['items'], locale: Locale = 'pt-BR') {
  api.replies.push({ status: 200, body: { items } });
  return render(
    <I18nextProvider i18n={testI18n(locale)}>
      <QueryClientProvider client={createQueryClient()}>
        <MemoryRouter>
          <ContentCalendar />
        </MemoryRouter>
      </QueryClientProvider>
    </I18nextProvider>,
  );
}

describe('ContentCalendar', () => {
  afterEach(cleanup);

  it('lists each item on its São Paulo day, linking to its translation', async () => {
    renderCalendar([
      {
        collection: 'insights',
        entryId: 4,
        locale: 'en',
        title: 'Scheduled article',
        action: 'publish',
        // 01:30 UTC on the 2nd is 22:30 on the 1st in São Paulo.
        at: '2031-03-02T01:30:00.000Z',
      },
    ]);
    const agenda = await screen.findByTestId('calendar-agenda');
    const day = within(agenda).getByRole('heading', { level: 2 });
    expect(day.textContent).toBe('sábado, 1 de março de 2031');
    const link = within(agenda).getByRole('link', { name: /Scheduled article/ });
    expect(link.getAttribute('href')).toBe('/admin/content/insights?entry=4&lang=en');
    expect(link.textContent).toContain('22:30');
    expect(link.textContent).toContain('Publicação');
    expect(link.textContent).toContain('English');
  });

  it('says where to schedule when nothing is', async () => {
    renderCalendar([], 'es');
    expect(
      await screen.findByText(
        'No hay nada programado. Programe una publicación desde el formulario de una traducción.',
      ),
    ).toBeDefined();
    expect(screen.queryByRole('table')).toBeNull();
  });
});
