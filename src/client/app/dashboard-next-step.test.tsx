import { QueryClientProvider } from '@tanstack/react-query';
import { cleanup, render, screen } from '@testing-library/react';
import { I18nextProvider } from 'react-i18next';
import { MemoryRouter } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { Locale } from '#shared/i18n/locales.ts';
import { sampleOwnMeeting } from '#shared/test/meeting-fixtures.ts';
import { createQueryClient } from '#client/lib/query-client.ts';
import { testI18n } from '#client/test/render.tsx';
import { scriptFetch } from '#client/test/scripted-fetch.ts';
import { DashboardNextStep } from './dashboard-next-step.tsx';

const language = vi.hoisted(() => ({ locale: 'pt-BR' as Locale }));
vi.mock('#client/lib/locale.tsx', () => ({
  useLocale: () => ({ locale: language.locale, changeLanguage: vi.fn() }),
  useLocalizedPath: () => (path: string) =>
    language.locale === 'pt-BR' ? path : `/${language.locale}${path}`,
}));
vi.mock('#client/features/booking/slot-days.ts', async (original) => ({
  ...(await original<object>()),
  browserTimeZone: vi.fn(() => 'America/Sao_Paulo'),
}));

const api = scriptFetch();
afterEach(cleanup);

const meeting = sampleOwnMeeting;

function renderStep(locale: Locale) {
  language.locale = locale;
  return render(
    <I18nextProvider i18n={testI18n(locale)}>
      <QueryClientProvider client={createQueryClient()}>
        <MemoryRouter>
          <DashboardNextStep userId="u1" />
        </MemoryRouter>
      </QueryClientProvider>
    </I18nextProvider>,
  );
}

describe('DashboardNextStep (spec 02 §2, issue 26 §3)', () => {
  it.each([
    ['pt-BR', 'Agendar demonstração', '/demonstracao'],
    ['en', 'Book a demo', '/en/demonstracao'],
  ] as const)('in %s, without a meeting: the spec’s call to action', async (locale, name, href) => {
    api.replies = [{ status: 200, body: { meeting: null } }];
    const { container } = renderStep(locale);
    // Nothing until the server answered: no offer flashes before a booked meeting.
    expect(container.textContent).toBe('');
    const link = await screen.findByRole('link', { name });
    expect(link.getAttribute('href')).toBe(href);
    expect(api.requests).toEqual([{ method: 'GET', url: '/api/meetings/mine', body: undefined }]);
  });

  it.each([
    [
      'pt-BR',
      'Sua reunião está marcada',
      'Sábado, 5 de dezembro de 2026 às 10:00, com Carla Consultora.',
      'Ver ou mudar o horário',
      '/reuniao',
      'Cancelar a reunião',
    ],
    [
      'en',
      'Your meeting is booked',
      'Saturday, December 5, 2026 at 10:00 AM, with Carla Consultora.',
      'View or change the time',
      '/en/reuniao',
      'Cancel the meeting',
    ],
  ] as const)(
    'in %s, with a meeting booked: the meeting and its links instead of the offer',
    async (locale, title, text, change, path, cancel) => {
      api.replies = [{ status: 200, body: { meeting } }];
      renderStep(locale);
      expect(await screen.findByRole('heading', { name: title })).toBeTruthy();
      expect(
        screen.getByText(new RegExp(`^${text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}`)),
      ).toBeTruthy();
      expect(screen.getByRole('link', { name: change }).getAttribute('href')).toBe(
        `${path}?token=${encodeURIComponent(meeting.rescheduleToken)}`,
      );
      expect(screen.getByRole('link', { name: cancel }).getAttribute('href')).toBe(
        `${path}?token=${encodeURIComponent(meeting.cancelToken)}`,
      );
      expect(screen.queryByRole('link', { name: /demonstra|demo/i })).toBeNull();
    },
  );

  it('keeps the spec’s call to action when the server cannot answer', async () => {
    api.replies = [{ status: 500, body: { message: 'Erro interno' } }];
    renderStep('pt-BR');
    expect(await screen.findByRole('link', { name: 'Agendar demonstração' })).toBeTruthy();
  });
});
