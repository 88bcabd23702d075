import { cleanup, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { renderWithI18n } from '#client/test/render.tsx';
import { TeamSection } from './team-section.tsx';

/** The team on /about (issue 23 §2, decision 0125): what a published member shows. Test data. */

afterEach(cleanup);

const team = [
  {
    id: 7,
    name: 'Pessoa de teste um',
    role: 'Cargo de teste',
    bio: 'Biografia de teste',
    linkedin: 'https://example.com/perfil',
  },
  { id: 9, name: 'Pessoa de teste dois', role: 'Outro cargo' },
];

describe('TeamSection', () => {
  it('renders nothing, not even a heading, when nobody is published', () => {
    const { container } = renderWithI18n(<TeamSection team={[]} />);
    expect(container.innerHTML).toBe('');
  });

  it('lists the members in the given order with role, bio and a named LinkedIn link', () => {
    renderWithI18n(<TeamSection team={team} />);
    const section = screen.getByRole('region', { name: 'Nossa equipe' });
    const names = within(section)
      .getAllByRole('heading', { level: 3 })
      .map((h) => h.textContent);
    expect(names).toEqual(['Pessoa de teste um', 'Pessoa de teste dois']);
    expect(within(section).getByText('Cargo de teste')).toBeTruthy();
    expect(within(section).getByText('Biografia de teste')).toBeTruthy();
    const links = within(section).getAllByRole('link');
    expect(links).toHaveLength(1);
    const [linkedin] = links;
    expect(linkedin?.getAttribute('href')).toBe('https://example.com/perfil');
    expect(linkedin?.getAttribute('rel')).toBe('noopener');
    // Its accessible name says whose profile it is and that it opens a new tab.
    expect(linkedin?.textContent).toBe(
      'Perfil de Pessoa de teste um no LinkedIn (abre em nova aba)',
    );
  });

  it('speaks the page’s language', () => {
    renderWithI18n(<TeamSection team={team} />, 'en');
    expect(screen.getByRole('region', { name: 'Our team' })).toBeTruthy();
    expect(
      screen.getByRole('link', {
        name: /^Pessoa de teste um on LinkedIn\s*\(opens in a new tab\)$/,
      }),
    ).toBeTruthy();
  });

  it('shows a photo with its alt text, lazily, sized before it loads', () => {
    const mediaId = `${'c'.repeat(32)}-800x800`;
    renderWithI18n(
      <TeamSection
        team={[
          { id: 3, name: 'Pessoa', role: 'Cargo', photo: { mediaId, alt: 'Retrato de teste' } },
        ]}
      />,
    );
    const photo = screen.getByRole('img', { name: 'Retrato de teste' });
    expect(photo.getAttribute('loading')).toBe('lazy');
    expect(photo.getAttribute('width')).toBe('800');
    expect(photo.getAttribute('height')).toBe('800');
    expect(photo.closest('picture')?.querySelector('source')?.getAttribute('srcset')).toBe(
      `/media/${mediaId}/480.avif 480w, /media/${mediaId}/800.avif 800w`,
    );
  });
});
