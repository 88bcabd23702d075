import { cleanup, fireEvent, screen, within } from '@testing-library/react';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { allEAnswers, smallCalculatorState } from '#shared/test/tool-result-fixtures.ts';
import { renderWithI18n } from '#client/test/render.tsx';
import { MyWork } from './my-work.tsx';

vi.mock('#client/lib/locale.tsx', () => ({
  useLocalizedPath: () => (path: string) => path,
  useLocale: () => ({ locale: 'pt-BR', changeLanguage: vi.fn() }),
}));

function Where() {
  return <p data-testid="path">{useLocation().pathname}</p>;
}

function renderHome(userId = 'u1') {
  return renderWithI18n(
    <MemoryRouter initialEntries={['/dashboard']}>
      <Routes>
        <Route path="/dashboard" element={<MyWork userId={userId} />} />
        <Route path="/dashboard/:tool" element={<Where />} />
      </Routes>
    </MemoryRouter>,
  );
}

const card = (title: string) => screen.getByRole('article', { name: title });

beforeEach(() => localStorage.clear());
afterEach(cleanup);

describe('MyWork: the latest work of each tool kept in this browser', () => {
  it('offers to start each tool when nothing is kept', () => {
    renderHome();
    // The template library keeps no result: no status, its own way in.
    const templates = card('Templates de prompts');
    expect(within(templates).queryByText('Não iniciado')).toBeNull();
    expect(
      within(templates).getByRole('link', { name: 'Abrir templates' }).getAttribute('href'),
    ).toBe('/dashboard/templates');
    for (const [title, tool] of [
      ['Avaliação de maturidade em IA', 'assessment'],
      ['Identificador de automações', 'automation'],
      ['Calculadora de ROI', 'calculator'],
    ] as const) {
      const article = card(title);
      expect(within(article).getByText('Não iniciado')).toBeTruthy();
      expect(within(article).getByRole('link', { name: 'Começar' }).getAttribute('href')).toBe(
        `/dashboard/${tool}`,
      );
      expect(within(article).queryByRole('button', { name: /Recomeçar/ })).toBeNull();
    }
  });

  it("shows results and progress, and ignores another account's work", () => {
    localStorage.setItem(
      'nexus:assessment:u1',
      JSON.stringify({
        index: 5,
        answers: allEAnswers,
        showResults: true,
      }),
    );
    localStorage.setItem(
      'nexus:automation:u1',
      JSON.stringify({ step: 2, areas: ['sales'], answers: {} }),
    );
    localStorage.setItem('nexus:calculator:someone-else', JSON.stringify(smallCalculatorState));
    renderHome();
    const assessment = card('Avaliação de maturidade em IA');
    expect(within(assessment).getByText('Concluído')).toBeTruthy();
    expect(within(assessment).getByText('Avançado')).toBeTruthy();
    expect(within(assessment).getByText(/100%/)).toBeTruthy();
    expect(within(assessment).getByRole('link', { name: 'Continuar' })).toBeTruthy();
    const automation = card('Identificador de automações');
    expect(within(automation).getByText('Em andamento')).toBeTruthy();
    expect(within(automation).getByText('Etapa 2 de 2')).toBeTruthy();
    expect(within(card('Calculadora de ROI')).getByText('Não iniciado')).toBeTruthy();
  });

  it('ignores a stored value it cannot read', () => {
    localStorage.setItem('nexus:assessment:u1', '{"index": 99}');
    renderHome();
    expect(within(card('Avaliação de maturidade em IA')).getByText('Não iniciado')).toBeTruthy();
  });

  it('start over forgets that tool only and opens it at the start', () => {
    const calculator = JSON.stringify(smallCalculatorState);
    localStorage.setItem('nexus:calculator:u1', calculator);
    localStorage.setItem(
      'nexus:automation:u1',
      JSON.stringify({ step: 1, areas: ['sales'], answers: {} }),
    );
    renderHome();
    const roi = card('Calculadora de ROI');
    expect(within(roi).getByText('ROI Primeiro Ano')).toBeTruthy();
    fireEvent.click(within(roi).getByRole('button', { name: 'Recomeçar' }));
    expect(localStorage.getItem('nexus:calculator:u1')).toBeNull();
    expect(localStorage.getItem('nexus:automation:u1')).not.toBeNull();
    expect(screen.getByTestId('path').textContent).toBe('/dashboard/calculator');
  });
});
