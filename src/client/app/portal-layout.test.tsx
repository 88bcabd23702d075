import { cleanup, screen, within } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderWithI18n } from '#client/test/render.tsx';
import { allPages } from '#shared/routes.ts';
import PortalLayout from './portal-layout.tsx';
import { portalPages } from './portal-pages.ts';

const auth = vi.hoisted(() => ({
  user: null as null | { fullName: string; isAdmin: boolean },
  isLoading: false,
}));
vi.mock('#client/features/auth/auth-provider.tsx', () => ({ useAuth: () => auth }));
vi.mock('#client/lib/locale.tsx', () => ({
  useLocalizedPath: () => (path: string) => path,
}));

afterEach(cleanup);

function renderAt(
  path: string,
  user: typeof auth.user,
  locale: 'pt-BR' | 'en' = 'pt-BR',
  isLoading = false,
) {
  auth.user = user;
  auth.isLoading = isLoading;
  const router = createMemoryRouter(
    [{ element: <PortalLayout />, children: [{ path: '*', element: <p>conteúdo da página</p> }] }],
    { initialEntries: [path] },
  );
  return renderWithI18n(<RouterProvider router={router} />, locale);
}

const client = { fullName: 'Ana Maria Souza', isAdmin: false };
const admin = { fullName: 'Rui Costa', isAdmin: true };

describe('PortalLayout', () => {
  it('renders only the page until someone is signed in (the guards show spinner or redirect)', () => {
    renderAt('/dashboard', null);
    expect(screen.getByText('conteúdo da página')).toBeTruthy();
    expect(screen.queryByRole('navigation')).toBeNull();
    expect(screen.queryByRole('heading', { level: 1 })).toBeNull();
  });

  // Issue 26 §3, decision 0135: the same screen the server sends as the page's first paint.
  it.each([
    ['/dashboard/calculator', 'pt-BR', 'Calculadora de ROI', 'Carregando sua sessão…'],
    ['/dashboard', 'en', 'Dashboard', 'Loading your session…'],
  ] as const)(
    'while the session loads, %s in %s shows the frame, its title and the session status',
    (path, locale, title, status) => {
      renderAt(path, null, locale, true);
      expect(screen.queryByText('conteúdo da página')).toBeNull();
      expect(screen.getByRole('heading', { level: 1, name: title })).toBeTruthy();
      expect(screen.getByRole('status').textContent).toBe(status);
      // Every client's destinations, none of an administrator's, and nobody's name.
      const [sidebar] = screen.getAllByRole('navigation');
      if (!sidebar) throw new Error('no workspace navigation');
      const links = within(sidebar).getAllByRole('link');
      expect(links.map((a) => a.getAttribute('href'))).toEqual(
        portalPages.filter((p) => p.access === 'signed-in').map((p) => p.path),
      );
      expect(
        links.find((a) => a.getAttribute('aria-current') === 'page')?.getAttribute('href'),
      ).toBe(path);
    },
  );

  it('while the session loads, an administrator’s page shows the status but no title', () => {
    renderAt('/admin/consultants', null, 'pt-BR', true);
    expect(screen.queryByRole('heading', { level: 1 })).toBeNull();
    expect(screen.getByRole('status').textContent).toBe('Carregando sua sessão…');
    expect(screen.queryByText('conteúdo da página')).toBeNull();
  });

  it.each([
    ['/dashboard', 'Painel', ['Início']],
    ['/dashboard/templates', 'Templates de prompts', ['Início', 'Painel']],
    ['/dashboard/calculator', 'Calculadora de ROI', ['Início', 'Painel']],
    ['/dashboard/account', 'Minha conta', ['Início', 'Painel']],
  ])('%s: title, breadcrumb and document title from the registry', (path, title, crumbs) => {
    renderAt(path, client);
    expect(screen.getByRole('heading', { level: 1, name: title })).toBeTruthy();
    const trail = screen.getByRole('navigation', { name: 'Você está aqui' });
    expect(
      within(trail)
        .getAllByRole('link')
        .map((a) => a.textContent),
    ).toEqual(crumbs);
    expect(within(trail).getByText(title).getAttribute('aria-current')).toBe('page');
    expect(document.title).toBe(`${title} | Nexus IA`);
  });

  it('gives tools the back arrow to /dashboard (spec 02 §2), and the other pages none', () => {
    renderAt('/dashboard/automation', client);
    expect(screen.getByRole('link', { name: 'Voltar ao painel' }).getAttribute('href')).toBe(
      '/dashboard',
    );
    cleanup();
    renderAt('/dashboard/account', client);
    expect(screen.queryByRole('link', { name: 'Voltar ao painel' })).toBeNull();
  });

  it('leaves the way back to a step that has its own (the template fill step)', () => {
    renderAt('/dashboard/templates?template=vendas-1', client);
    expect(screen.queryByRole('link', { name: 'Voltar ao painel' })).toBeNull();
    expect(screen.getByRole('heading', { level: 1, name: 'Templates de prompts' })).toBeTruthy();
    cleanup();
    renderAt('/dashboard/templates', client);
    expect(screen.getByRole('link', { name: 'Voltar ao painel' })).toBeTruthy();
    expect(screen.getByText(/Mais de 50 prompts de vendas/)).toBeTruthy();
  });

  it('lists the four tools and the account for a client, marking the current page', () => {
    renderAt('/dashboard/assessment', client);
    const sidebar = screen.getAllByRole('navigation', {
      name: 'Área do cliente',
    })[0] as HTMLElement;
    const links = within(sidebar).getAllByRole('link');
    expect(links.map((a) => a.getAttribute('href'))).toEqual([
      '/dashboard',
      '/dashboard/templates',
      '/dashboard/assessment',
      '/dashboard/automation',
      '/dashboard/calculator',
      '/dashboard/account',
    ]);
    expect(
      within(sidebar).getByRole('link', { name: 'Maturidade em IA' }).getAttribute('aria-current'),
    ).toBe('page');
    expect(within(sidebar).getByText('Ana Maria Souza')).toBeTruthy();
  });

  it('adds the inbox for an admin and leaves the title of /admin to the inbox itself', () => {
    renderAt('/admin', admin);
    const sidebar = screen.getAllByRole('navigation', {
      name: 'Área do cliente',
    })[0] as HTMLElement;
    expect(
      within(sidebar).getByRole('link', { name: 'Leads recebidos' }).getAttribute('href'),
    ).toBe('/admin');
    expect(screen.queryByRole('heading', { level: 1 })).toBeNull();
    expect(screen.getByText('conteúdo da página')).toBeTruthy();
  });

  // Issue 26 §4, decision 0083: the lead desk needs the screen's width.
  it('gives /admin the whole width: the tabs stand in for the sidebar at every width, no page cap', () => {
    const { container } = renderAt('/admin', admin);
    expect(container.querySelector('aside')).toBeNull();
    const navs = screen.getAllByRole('navigation', { name: 'Área do cliente' });
    expect(navs).toHaveLength(1);
    expect(navs[0]?.parentElement?.className ?? '').not.toContain('lg:hidden');
    expect(container.querySelector('.max-w-page')).toBeNull();
    cleanup();
    // Every other workspace page keeps its sidebar.
    const other = renderAt('/dashboard', client).container;
    expect(other.querySelector('aside')).not.toBeNull();
    expect(other.querySelector('.max-w-page')).not.toBeNull();
  });

  it('leaves /admin to the access-denied page for a client: no inbox, no admin title', () => {
    renderAt('/admin', client);
    expect(screen.queryByRole('link', { name: 'Leads recebidos' })).toBeNull();
    expect(screen.queryByRole('heading', { level: 1 })).toBeNull();
    expect(screen.getByText('conteúdo da página')).toBeTruthy();
  });

  it('takes every signed-in page of the page registry into the workspace', () => {
    expect(portalPages.map((p) => p.path)).toEqual(
      allPages.filter((p) => p.access !== 'public').map((p) => p.path),
    );
  });

  it('speaks the visitor’s language', () => {
    renderAt('/dashboard/templates', client, 'en');
    expect(screen.getByRole('heading', { level: 1, name: 'Prompt Templates' })).toBeTruthy();
    expect(screen.getAllByRole('navigation', { name: 'Client area' })).toHaveLength(2);
  });
});
