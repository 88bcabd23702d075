import { QueryClientProvider } from '@tanstack/react-query';
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { I18nextProvider } from 'react-i18next';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { supportedLocales, type Locale } from '#shared/i18n/locales.ts';
import { createQueryClient } from '#client/lib/query-client.ts';
import { jsonResponse } from '#client/test/json-response.ts';
import { testI18n } from '#client/test/render.tsx';
import { MeetingLinksAgain } from './meeting-links-again.tsx';

/**
 * The links sent again by address (decision 0120) from the page a dead link opens: the address is
 * checked before sending, the server's one answer is shown as said, a 429 shows its sentence.
 */

let requests: { url: string; body: unknown }[] = [];
let reply: { status: number; body: unknown } = { status: 202, body: {} };

beforeEach(() => {
  requests = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string, init: RequestInit = {}) => {
      requests.push({ url, body: JSON.parse(String(init.body)) });
      return jsonResponse(reply.body, reply.status);
    }),
  );
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

function renderForm(locale: Locale) {
  const i18n = testI18n(locale);
  render(
    <I18nextProvider i18n={i18n}>
      <QueryClientProvider client={createQueryClient()}>
        <MeetingLinksAgain />
      </QueryClientProvider>
    </I18nextProvider>,
  );
  return i18n.getFixedT(locale, 'common');
}

describe('MeetingLinksAgain', () => {
  it.each(supportedLocales)(
    'checks the address, then shows the server’s answer, in %s',
    async (locale) => {
      const t = renderForm(locale);
      const field = screen.getByRole('textbox', { name: t('booking.manage.linksAgain.email') });
      const submit = screen.getByRole('button', { name: t('booking.manage.linksAgain.submit') });
      fireEvent.change(field, { target: { value: 'not an address' } });
      fireEvent.click(submit);
      expect(await screen.findByText(t('validation.email'))).toBeTruthy();
      expect(requests).toEqual([]);

      reply = { status: 202, body: { message: t('booking.manage.linksAgain.sent') } };
      fireEvent.change(field, { target: { value: 'Marta@Example.pt' } });
      fireEvent.click(submit);
      expect((await screen.findByRole('status')).textContent).toBe(
        t('booking.manage.linksAgain.sent'),
      );
      expect(requests).toEqual([
        { url: '/api/meetings/manage/links', body: { email: 'marta@example.pt' } },
      ]);
    },
  );

  it('shows a refusal (429) with its sentence and keeps the form', async () => {
    reply = { status: 429, body: { message: 'Muitas tentativas.' } };
    const t = renderForm('pt-BR');
    fireEvent.change(screen.getByRole('textbox', { name: t('booking.manage.linksAgain.email') }), {
      target: { value: 'ana@example.com' },
    });
    fireEvent.click(screen.getByRole('button', { name: t('booking.manage.linksAgain.submit') }));
    expect(await screen.findByText('Muitas tentativas.')).toBeTruthy();
    expect(screen.queryByRole('status')).toBeNull();
    expect(
      screen.getByRole('button', { name: t('booking.manage.linksAgain.submit') }),
    ).toBeTruthy();
  });
});
