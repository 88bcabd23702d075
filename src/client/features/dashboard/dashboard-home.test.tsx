import { cleanup, fireEvent, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderWithI18n } from '#client/test/render.tsx';
import { DashboardHome, firstName } from './dashboard-home.tsx';

const trackEvent = vi.hoisted(() => vi.fn());
vi.mock('#client/lib/analytics.ts', () => ({ trackEvent }));
// The language context is the app's; here the dashboard is simply in Portuguese.
vi.mock('#client/lib/locale.tsx', () => ({
  useLocalizedPath: () => (path: string) => path,
  useLocale: () => ({ locale: 'pt-BR', changeLanguage: vi.fn() }),
}));

afterEach(cleanup);

describe('DashboardHome', () => {
  it('greets by the first word of the full name, shows the four static tiles and ends with the step given', () => {
    renderWithI18n(
      <MemoryRouter>
        <DashboardHome userId="u1" fullName="  Ana Maria Souza " nextStep={<p>next step</p>} />
      </MemoryRouter>,
    );
    expect(screen.getByText('Olá, Ana! Escolha uma ferramenta para começar.')).toBeTruthy();
    for (const value of ['50+', '500+', '340%', '1.200+'])
      expect(screen.getByText(value)).toBeTruthy();
    // The closing step is given (app/dashboard-next-step.tsx), last.
    expect(document.body.textContent?.endsWith('next step')).toBe(true);
  });

  it.each([
    ['Templates de prompts', 'templates'],
    ['Avaliação de maturidade em IA', 'assessment'],
    ['Identificador de automações', 'automation'],
    ['Calculadora de ROI', 'calculator'],
  ])('records selecting "%s" as a dashboard_access event', (title, tool) => {
    trackEvent.mockClear();
    renderWithI18n(
      <MemoryRouter>
        <DashboardHome userId="u1" fullName="Ana" nextStep={null} />
      </MemoryRouter>,
    );
    const link = screen.getByRole('link', { name: new RegExp(title) });
    expect(link.getAttribute('href')).toBe(`/dashboard/${tool}`);
    fireEvent.click(link);
    expect(trackEvent).toHaveBeenCalledExactlyOnceWith('dashboard_access', { tool });
  });
});

describe('DashboardHome lists each tool once (issue 26 §3)', () => {
  it('has one card and one heading per tool, with its status where it keeps work', () => {
    renderWithI18n(
      <MemoryRouter>
        <DashboardHome userId="u1" fullName="Ana" nextStep={null} />
      </MemoryRouter>,
    );
    for (const title of [
      'Templates de prompts',
      'Avaliação de maturidade em IA',
      'Identificador de automações',
      'Calculadora de ROI',
    ]) {
      expect(screen.getAllByRole('heading', { name: title })).toHaveLength(1);
    }
    expect(screen.getAllByRole('article')).toHaveLength(4);
    expect(screen.getAllByText('Não iniciado')).toHaveLength(3);
  });
});

describe('firstName', () => {
  it.each([
    ['Ana Maria Souza', 'Ana'],
    ['  João   Silva', 'João'],
    ['Cher', 'Cher'],
    ['', ''],
  ])('%j → %j', (fullName, expected) => {
    expect(firstName(fullName)).toBe(expected);
  });
});
