import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { AccountMenu, type AccountMenuProps } from './account-menu.tsx';

// The panel is an HTML popover: closed, it is hidden from the accessibility tree (jsdom applies
// the UA rule), so its contents are queried with `hidden: true`; the journeys open it for real.

afterEach(cleanup);

const labels = {
  menu: 'Menu da conta',
  logout: 'Sair',
  loggingOut: 'Saindo…',
  privacy: 'Política de Privacidade',
  terms: 'Termos de Uso',
  cookies: 'Cookies',
  opensInNewTab: 'abre em nova aba',
};

function renderMenu(props: Partial<AccountMenuProps> = {}) {
  const handlers = { onLogout: vi.fn(), onOpenCookies: vi.fn() };
  render(
    <AccountMenu
      fullName="Ana Maria Souza"
      email="ana@example.com"
      account={{ href: '/dashboard/account', label: 'Minha conta' }}
      privacyHref="/privacy-policy"
      termsHref="/terms-of-use"
      logoutPending={false}
      labels={labels}
      {...handlers}
      {...props}
    />,
  );
  return handlers;
}

describe('AccountMenu: the workspace top bar (issue 26 §3)', () => {
  it('names the person and opens a panel with their e-mail, account and the legal links', () => {
    renderMenu();
    const button = screen.getByRole('button', { name: /^Ana Maria Souza\s*— Menu da conta$/ });
    const panel = screen.getByTestId('account-menu');
    // The HTML popover: the button controls the panel without a script.
    expect(button.getAttribute('popovertarget')).toBe(panel.id);
    expect(panel.getAttribute('popover')).toBe('auto');
    expect(panel.textContent).toContain('ana@example.com');
    expect(
      screen.getByRole('link', { name: 'Minha conta', hidden: true }).getAttribute('href'),
    ).toBe('/dashboard/account');
    for (const [name, href] of [
      [/^Política de Privacidade\s*\(abre em nova aba\)$/, '/privacy-policy'],
      [/^Termos de Uso\s*\(abre em nova aba\)$/, '/terms-of-use'],
    ]) {
      const link = screen.getByRole('link', { name, hidden: true });
      expect(link.getAttribute('href')).toBe(href);
      expect(link.getAttribute('target')).toBe('_blank');
    }
  });

  it('signs out, and opens the cookie choice the footer used to give', () => {
    const { onLogout, onOpenCookies } = renderMenu();
    fireEvent.click(screen.getByRole('button', { name: 'Cookies', hidden: true }));
    expect(onOpenCookies).toHaveBeenCalledOnce();
    fireEvent.click(screen.getByRole('button', { name: 'Sair', hidden: true }));
    expect(onLogout).toHaveBeenCalledOnce();
  });

  it('keeps sign-out disabled while it is pending (spec 01 §2)', () => {
    const { onLogout } = renderMenu({ logoutPending: true });
    const button = screen.getByRole('button', { name: 'Saindo…', hidden: true });
    expect((button as HTMLButtonElement).disabled).toBe(true);
    fireEvent.click(button);
    expect(onLogout).not.toHaveBeenCalled();
  });
});
