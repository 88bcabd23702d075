import { QueryClientProvider } from '@tanstack/react-query';
import { cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import { I18nextProvider } from 'react-i18next';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { supportedLocales, type Locale } from '#shared/i18n/locales.ts';
import { Toaster } from '#client/components/ui/toaster.tsx';
import { createQueryClient } from '#client/lib/query-client.ts';
import { jsonResponse } from '#client/test/json-response.ts';
import { testI18n } from '#client/test/render.tsx';
import { ForgotPasswordDialog } from './forgot-password-dialog.tsx';

/**
 * Issue 22 finding 2 (decision 0076): a recovery request the limits refuse is answered 429 with a
 * sentence in the page's language, instead of a false "sent". The dialog must say so, not thank.
 */

let requests: { url: string; headers: Record<string, string> }[] = [];
let reply: { status: number; body: unknown } = { status: 200, body: {} };

beforeEach(() => {
  requests = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string, init: RequestInit = {}) => {
      requests.push({ url, headers: init.headers as Record<string, string> });
      return jsonResponse(reply.body, reply.status, { 'retry-after': '3600' });
    }),
  );
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

function renderDialog(locale: Locale) {
  const i18n = testI18n(locale);
  document.documentElement.lang = locale;
  render(
    <I18nextProvider i18n={i18n}>
      <QueryClientProvider client={createQueryClient()}>
        <ForgotPasswordDialog open onOpenChange={() => undefined} />
        <Toaster closeLabel="x" announceLabel="toast" viewportLabel="toasts" />
      </QueryClientProvider>
    </I18nextProvider>,
  );
  return i18n.getFixedT(locale, 'auth');
}

describe('ForgotPasswordDialog', () => {
  it.each(supportedLocales)(
    'shows a refused request (429) as a failure with the server’s sentence, in %s',
    async (locale) => {
      const refusal = testI18n(locale).getFixedT(locale, 'common')('errors.recoveryLimited');
      reply = { status: 429, body: { message: refusal } };
      const t = renderDialog(locale);
      fireEvent.change(screen.getByRole('textbox', { name: t('fields.email') }), {
        target: { value: 'ana@example.com' },
      });
      fireEvent.click(screen.getByRole('button', { name: t('forgot.submit') }));

      const toasts = within(screen.getByTestId('toasts'));
      const title = await toasts.findByText(t('forgot.errorTitle'));
      expect(toasts.getByText(refusal)).toBeTruthy();
      expect(title.closest('li')?.dataset.variant).toBe('destructive');
      expect(toasts.queryByText(t('forgot.successTitle'))).toBeNull();
      // The dialog stays open with the e-mail typed, for a later try.
      expect(screen.getByRole('textbox', { name: t('fields.email') })).toHaveProperty(
        'value',
        'ana@example.com',
      );
      // The server wrote its sentence in the page's language because the request named it.
      expect(requests[0]?.headers['x-ui-language']).toBe(locale);
    },
  );
});
