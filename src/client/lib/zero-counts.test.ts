import { describe, expect, it } from 'vitest';
import { testI18n } from '#client/test/render.tsx';

/**
 * Counts that can be zero read as sentences there: Portuguese's plural rules count 0 as "one", so
 * without a `_zero` text the editorial desk said "0 item" and "0 agendamento", and the account page
 * "Resta 0 código de recuperação.".
 */
describe("the editorial desk's counts", () => {
  it.each([
    { locale: 'pt-BR', count: 0, entries: 'Nenhum item ainda', scheduled: 'Nada agendado' },
    { locale: 'pt-BR', count: 1, entries: '1 item', scheduled: '1 agendamento' },
    { locale: 'pt-BR', count: 2, entries: '2 itens', scheduled: '2 agendamentos' },
    { locale: 'en', count: 0, entries: 'No items yet', scheduled: 'Nothing scheduled' },
    { locale: 'en', count: 1, entries: '1 item', scheduled: '1 scheduled change' },
    { locale: 'es', count: 0, entries: 'Aún no hay elementos', scheduled: 'Nada programado' },
    { locale: 'es', count: 3, entries: '3 elementos', scheduled: '3 cambios programados' },
  ] as const)('$locale, $count', ({ locale, count, entries, scheduled }) => {
    const t = testI18n(locale).getFixedT(locale, 'admin');
    expect(t('content.entries', { count })).toBe(entries);
    expect(t('content.calendar.scheduled', { count })).toBe(scheduled);
  });
});

describe('the recovery codes left', () => {
  it.each([
    { locale: 'pt-BR', count: 0, text: 'Nenhum código de recuperação restante.' },
    { locale: 'pt-BR', count: 1, text: 'Resta 1 código de recuperação.' },
    { locale: 'pt-BR', count: 8, text: 'Restam 8 códigos de recuperação.' },
    { locale: 'en', count: 0, text: 'No recovery codes left.' },
    { locale: 'es', count: 0, text: 'No quedan códigos de recuperación.' },
    { locale: 'es', count: 2, text: 'Quedan 2 códigos de recuperación.' },
  ] as const)('$locale, $count', ({ locale, count, text }) => {
    const t = testI18n(locale).getFixedT(locale, 'account');
    expect(t('twoFactor.recoveryLeft', { count })).toBe(text);
  });
});
