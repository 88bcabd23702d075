import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { testI18n } from '#client/test/render.tsx';
import { supportedLocales } from '#shared/i18n/locales.ts';
import { Toaster } from './toaster.tsx';

afterEach(cleanup);

/**
 * Issue 26 §5: the notifications region was named by Radix's English default ("Notifications
 * (F8)") in every language. Both of Radix's labels come from the locale files now.
 */
describe('Toaster labels', () => {
  it.each([
    ['pt-BR', 'Notificações (F8)'],
    ['en', 'Notifications (F8)'],
    ['es', 'Notificaciones (F8)'],
  ] as const)('names the notifications region in %s: %j', (locale, name) => {
    const t = testI18n(locale).getFixedT(locale, 'common');
    render(
      <Toaster
        closeLabel={t('actions.close')}
        announceLabel={t('toastAnnounce')}
        viewportLabel={t('toastViewport')}
      />,
    );
    expect(screen.getByRole('region', { name })).toBeTruthy();
  });

  it('has a translated label for each supported locale', () => {
    for (const locale of supportedLocales) {
      const t = testI18n(locale).getFixedT(locale, 'common');
      expect(t('toastAnnounce')).not.toBe('toastAnnounce');
    }
  });
});
