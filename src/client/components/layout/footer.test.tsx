import { cleanup, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderWithI18n } from '#client/test/render.tsx';
import { Footer } from './footer.tsx';
import type { LinkProps } from './nav-link.tsx';

afterEach(cleanup);

/** The app's router link, told apart from a plain anchor by a data attribute. */
function RouterStandIn(props: LinkProps) {
  return <a data-router="" {...props} />;
}

function renderFooter(listings?: { href: string; label: string }[]) {
  renderWithI18n(
    <Footer
      localize={(path) => path}
      language={{
        current: 'pt-BR',
        onSelect: vi.fn(),
        options: [{ code: 'pt-BR', name: 'PT', flag: 'br', fullName: 'Português (Brasil)' }],
        labels: { button: 'Idioma', list: 'Escolha um idioma' },
      }}
      services={[]}
      listings={listings}
      onOpenCookies={vi.fn()}
      Link={RouterStandIn}
    />,
  );
  return within(screen.getByRole('navigation', { name: 'Links rápidos' }));
}

describe('Footer: the content listings (issue 23 §2, decision 0123)', () => {
  it('links a listing with something published, loading the page rather than routing to it', () => {
    const quick = renderFooter([{ href: '/casos', label: 'Casos de sucesso' }]);
    const link = quick.getByRole('link', { name: 'Casos de sucesso' });
    expect(link.getAttribute('href')).toBe('/casos');
    // Rendered on the server at runtime, not a route of the app (decision 0123).
    expect(link.hasAttribute('data-router')).toBe(false);
    expect(quick.getByRole('link', { name: 'Sobre' }).hasAttribute('data-router')).toBe(true);
  });

  it('links no listing while nothing is published', () => {
    const quick = renderFooter();
    expect(quick.getAllByRole('link').map((l) => l.getAttribute('href'))).toEqual([
      '/',
      '/technologies',
      '/products',
      '/about',
    ]);
  });
});
