import { QueryClientProvider } from '@tanstack/react-query';
import { cleanup, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { AccountSession } from '#shared/schemas/account.ts';
import type { DeviceSummary } from '#shared/tools/user-agent.ts';
import { createQueryClient } from '#client/lib/query-client.ts';
import { renderWithI18n, testI18n } from '#client/test/render.tsx';
import { deviceKindLabel, deviceLabel, SessionsSection } from './sessions-section.tsx';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const chrome: DeviceSummary = {
  browser: 'Chrome',
  browserVersion: '131',
  os: 'Windows',
  kind: 'desktop',
};
const nothing: DeviceSummary = { browser: null, browserVersion: null, os: null, kind: null };

describe('deviceLabel', () => {
  it.each<[string, 'pt-BR' | 'en' | 'es', DeviceSummary, string, string]>([
    ['a known device', 'pt-BR', chrome, 'Chrome 131 · Windows', 'Computador'],
    [
      'a browser without version',
      'en',
      { ...chrome, browserVersion: null, kind: 'mobile' },
      'Chrome · Windows',
      'Phone',
    ],
    [
      'an unknown device',
      'pt-BR',
      nothing,
      'Navegador desconhecido · sistema desconhecido',
      'Aparelho desconhecido',
    ],
    [
      'an unknown device',
      'es',
      nothing,
      'Navegador desconocido · sistema desconocido',
      'Dispositivo desconocido',
    ],
  ])('%s in %s', (_label, locale, device, label, kind) => {
    const t = testI18n(locale).getFixedT(locale, 'account');
    expect(deviceLabel(t, device)).toBe(label);
    expect(deviceKindLabel(t, device)).toBe(kind);
  });
});

describe('SessionsSection', () => {
  const sessions: AccountSession[] = [
    {
      id: 'this-one',
      current: true,
      device: chrome,
      createdAt: '2026-11-20T12:00:00.000Z',
      lastUsedAt: '2026-11-21T09:30:00.000Z',
    },
    {
      id: 'the-phone',
      current: false,
      device: { browser: 'Safari', browserVersion: '17', os: 'iOS', kind: 'mobile' },
      createdAt: '2026-11-01T08:00:00.000Z',
      lastUsedAt: '2026-11-19T18:45:00.000Z',
    },
  ];

  it('marks this session and offers to sign out only the others', async () => {
    vi.stubGlobal(
      'fetch',
      vi
        .fn<typeof fetch>()
        .mockResolvedValue(new Response(JSON.stringify({ sessions }), { status: 200 })),
    );
    renderWithI18n(
      <QueryClientProvider client={createQueryClient()}>
        <SessionsSection />
      </QueryClientProvider>,
    );
    const items = await screen.findAllByTestId('session');
    expect(items).toHaveLength(2);
    const [current, phone] = items as [HTMLElement, HTMLElement];
    expect(within(current).getByText('Esta sessão')).toBeTruthy();
    expect(within(current).queryByRole('button')).toBeNull();
    expect(within(phone).queryByText('Esta sessão')).toBeNull();
    expect(within(phone).getByText('Celular')).toBeTruthy();
    const revoke = within(phone).getByRole('button');
    expect(revoke.textContent).toBe('Encerrar');
    expect(revoke.getAttribute('aria-label')).toMatch(
      /^Encerrar a sessão Safari 17 · iOS, conectada em /,
    );
    expect(screen.getByRole('button', { name: 'Encerrar todas as outras sessões' })).toBeTruthy();
  });

  it('says so when this is the only session', async () => {
    vi.stubGlobal(
      'fetch',
      vi
        .fn<typeof fetch>()
        .mockResolvedValue(
          new Response(JSON.stringify({ sessions: sessions.slice(0, 1) }), { status: 200 }),
        ),
    );
    renderWithI18n(
      <QueryClientProvider client={createQueryClient()}>
        <SessionsSection />
      </QueryClientProvider>,
      'en',
    );
    expect(
      await screen.findByText('No other active sessions: your account is signed in here only.'),
    ).toBeTruthy();
    expect(screen.queryByRole('button')).toBeNull();
  });
});
