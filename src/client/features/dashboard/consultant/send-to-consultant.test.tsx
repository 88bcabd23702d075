import { QueryClientProvider } from '@tanstack/react-query';
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { I18nextProvider } from 'react-i18next';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { sampleAssessment as assessment } from '#shared/test/tool-result-fixtures.ts';
import type { ToolResultInput } from '#shared/schemas/tool-result.ts';
import { createQueryClient } from '#client/lib/query-client.ts';
import { jsonResponse } from '#client/test/json-response.ts';
import { testI18n } from '#client/test/render.tsx';
import { SendToConsultant } from './send-to-consultant.tsx';

vi.mock('#client/lib/locale.tsx', () => ({
  useLocalizedPath: () => (path: string) => path,
  useLocale: () => ({ locale: 'pt-BR', changeLanguage: vi.fn() }),
}));

let requests: { url: string; body: Record<string, unknown> }[] = [];
let reply: { status: number; body: unknown } = { status: 201, body: {} };

beforeEach(() => {
  requests = [];
  localStorage.clear();
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string, init: RequestInit = {}) => {
      requests.push({ url, body: JSON.parse(String(init.body)) as Record<string, unknown> });
      return jsonResponse(reply.body, reply.status);
    }),
  );
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

function renderCard(result: ToolResultInput = assessment, userId = 'user-1') {
  return render(
    <I18nextProvider i18n={testI18n('pt-BR')}>
      <QueryClientProvider client={createQueryClient()}>
        <SendToConsultant userId={userId} result={result} />
      </QueryClientProvider>
    </I18nextProvider>,
  );
}

describe('SendToConsultant', () => {
  it('says what will be sent, asks with a one-line consent, and sends the inputs only', async () => {
    reply = {
      status: 201,
      body: { ok: true, id: 7, duplicate: false, createdAt: '2026-03-02T12:00:00.000Z' },
    };
    renderCard();
    expect(
      screen.getByRole('heading', { name: 'Falar com um consultor sobre este resultado' }),
    ).toBeTruthy();
    expect(
      screen.getByText('O resultado da ferramenta Avaliação de maturidade em IA'),
    ).toBeTruthy();
    expect(screen.getByText('O nome e o e-mail da sua conta')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Política de Privacidade' }).getAttribute('href')).toBe(
      '/privacy-policy',
    );
    fireEvent.change(screen.getByRole('textbox', { name: /^Empresa/ }), {
      target: { value: ' Ribeiro Varejo ' },
    });
    fireEvent.click(screen.getByRole('button', { name: 'Enviar para um consultor' }));
    expect(await screen.findByText(/^Resultado enviado!/)).toBeTruthy();
    expect(requests).toEqual([
      {
        url: '/api/contacts/tool-result',
        body: {
          result: assessment,
          company: 'Ribeiro Varejo',
          origin: { path: '/', language: 'pt-BR' },
          consent: true,
        },
      },
    ]);
  });

  it('remembers a sent result for this user: no button the next time', async () => {
    reply = {
      status: 200,
      body: { ok: true, id: 7, duplicate: true, createdAt: '2026-03-02T12:00:00.000Z' },
    };
    renderCard();
    fireEvent.click(screen.getByRole('button', { name: 'Enviar para um consultor' }));
    // The server knew it already (another browser sent it): said as "already sent".
    expect(
      await screen.findByText(
        'Você enviou este resultado a um consultor em 2 de março de 2026. Ele vai responder por e-mail.',
      ),
    ).toBeTruthy();
    cleanup();
    renderCard();
    await waitFor(() =>
      expect(screen.getByText(/^Você enviou este resultado a um consultor em/)).toBeTruthy(),
    );
    expect(screen.queryByRole('button', { name: 'Enviar para um consultor' })).toBeNull();
    cleanup();
    // Another account on the same browser, or another answer, can still be sent.
    renderCard(assessment, 'user-2');
    expect(screen.getByRole('button', { name: 'Enviar para um consultor' })).toBeTruthy();
    cleanup();
    renderCard({ ...assessment, answers: { ...assessment.answers, team: 'e' } } as ToolResultInput);
    expect(screen.getByRole('button', { name: 'Enviar para um consultor' })).toBeTruthy();
  });

  it('shows the server’s message and keeps the form when sending fails', async () => {
    reply = { status: 429, body: { message: 'Muitas tentativas. Aguarde alguns minutos.' } };
    renderCard();
    fireEvent.click(screen.getByRole('button', { name: 'Enviar para um consultor' }));
    expect((await screen.findByRole('alert')).textContent).toBe(
      'Muitas tentativas. Aguarde alguns minutos.',
    );
    expect(screen.getByRole('button', { name: 'Enviar para um consultor' })).toBeTruthy();
  });

  it('offers nothing for a result the schema would refuse (a rate typed as 0)', () => {
    renderCard({
      tool: 'calculator',
      inputs: {
        companySize: 'small',
        teamSize: 3,
        hourlyRate: 0,
        solutions: ['chatbot'],
        urgency: null,
      },
    });
    expect(screen.getByText(/^Este resultado não pode ser enviado/)).toBeTruthy();
    expect(screen.queryByRole('button')).toBeNull();
  });
});
