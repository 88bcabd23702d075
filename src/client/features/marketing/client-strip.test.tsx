import { cleanup, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { renderWithI18n } from '#client/test/render.tsx';
import { ClientStrip } from './client-strip.tsx';

/**
 * The clients' strip on the home page (issue 23 §2, decision 0125). The server carries a
 * language's clients only from three published (site-content.api.test.ts); this is what the
 * strip shows of them. Test data.
 */

afterEach(cleanup);

const clients = [
  {
    id: 1,
    name: 'Cliente de teste 1',
    link: 'https://example.com/um',
    testimonial: 'Depoimento de teste',
    testimonialAuthor: 'Autoria de teste',
  },
  { id: 2, name: 'Cliente de teste 2' },
  { id: 3, name: 'Cliente de teste 3', link: 'https://example.com/tres' },
];

describe('ClientStrip', () => {
  it('renders nothing, not even a heading, without clients', () => {
    const { container } = renderWithI18n(<ClientStrip clients={[]} />);
    expect(container.innerHTML).toBe('');
  });

  it('shows each client with its quote and a named link to its site', () => {
    renderWithI18n(<ClientStrip clients={clients} />);
    const strip = screen.getByRole('region', { name: 'Clientes e depoimentos' });
    expect(
      within(strip)
        .getAllByRole('heading', { level: 3 })
        .map((h) => h.textContent),
    ).toEqual(['Cliente de teste 1', 'Cliente de teste 2', 'Cliente de teste 3']);
    expect(within(strip).getByText('Depoimento de teste').tagName).toBe('BLOCKQUOTE');
    expect(within(strip).getByText('Autoria de teste').tagName).toBe('FIGCAPTION');
    const link = within(strip).getByRole('link', {
      // The space before the hidden text is the browser's; jsdom's name computation drops it.
      name: /^Site de Cliente de teste 1\s*\(abre em nova aba\)$/,
    });
    expect(link.getAttribute('href')).toBe('https://example.com/um');
    expect(link.getAttribute('rel')).toBe('noopener');
    expect(within(strip).getAllByRole('link')).toHaveLength(2);
  });

  it('speaks the page’s language', () => {
    renderWithI18n(<ClientStrip clients={clients} />, 'es');
    expect(screen.getByRole('region', { name: 'Clientes y testimonios' })).toBeTruthy();
  });

  it('shows a client’s logo with its alt text, lazily, sized before it loads', () => {
    const mediaId = `${'f'.repeat(32)}-400x200`;
    renderWithI18n(
      <ClientStrip
        clients={[
          { ...clients[0], id: 1, name: 'Cliente', logo: { mediaId, alt: 'Logotipo de teste' } },
          ...clients.slice(1),
        ]}
      />,
    );
    const logo = screen.getByRole('img', { name: 'Logotipo de teste' });
    expect(logo.getAttribute('loading')).toBe('lazy');
    expect([logo.getAttribute('width'), logo.getAttribute('height')]).toEqual(['400', '200']);
    expect(logo.closest('picture')?.querySelectorAll('source')).toHaveLength(2);
  });
});
