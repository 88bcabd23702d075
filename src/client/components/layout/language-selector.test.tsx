import { cleanup, fireEvent, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderWithI18n } from '#client/test/render.tsx';
import type { Locale } from '#shared/i18n/locales.ts';
import { localizedPath } from '#shared/routes.ts';
import { LanguageSelector, type LanguageSelectorVariant } from './language-selector.tsx';

afterEach(cleanup);

// The browser opens and closes the list itself (HTML popover, decision 0084): jsdom has no
// popovers, so these tests read the markup that does it and the app's handlers; opening, Escape
// and the outside tap are covered in real Chromium (e2e/header-first-tap.spec.ts).
function setup(variant: LanguageSelectorVariant = 'header', withLinks = true) {
  const onSelect = vi.fn();
  renderWithI18n(
    <div>
      <p>fora</p>
      <LanguageSelector
        variant={variant}
        current="pt-BR"
        onSelect={onSelect}
        hrefFor={withLinks ? (code: Locale) => localizedPath('/faq', code) : undefined}
      />
    </div>,
  );
  const button = screen.getByRole('button', { name: /Idioma: Português \(Brasil\)/ });
  const list = screen.getByRole('list', { name: 'Escolha o idioma', hidden: true });
  return { onSelect, button, list };
}

describe('LanguageSelector', () => {
  it.each(['header', 'compact', 'footer'] as const)(
    '%s variant: the button opens its list as a popover, with code, name, drawn flag and full name',
    (variant) => {
      const { button, list } = setup(variant);
      const panel = list.closest('[popover]');
      expect(panel?.getAttribute('popover')).toBe('auto');
      expect(button.getAttribute('popovertarget')).toBe(panel?.id);
      const options = within(list).getAllByRole('link', { hidden: true });
      expect(options.map((o) => o.textContent)).toEqual([
        'PortuguêsPortuguês (Brasil)pt-BR',
        'EnglishEnglish (US)en',
        'EspañolEspañoles',
      ]);
      expect(options[0]?.getAttribute('aria-current')).toBe('true');
      // Flags are inline SVG, hidden from assistive technology; no emoji anywhere.
      const flags = [...list.querySelectorAll('svg[data-flag]')];
      expect(flags.map((f) => f.getAttribute('data-flag'))).toEqual(['pt-BR', 'en', 'es']);
      expect(flags.every((f) => f.getAttribute('aria-hidden') === 'true')).toBe(true);
      expect(button.querySelector('svg[data-flag="pt-BR"]')).not.toBeNull();
      expect(document.body.textContent).not.toMatch(/\p{Regional_Indicator}/u);
    },
  );

  it('links each language to this page in that language, so it works without the app', () => {
    const { list } = setup();
    const links = within(list).getAllByRole('link', { hidden: true });
    expect(links.map((l) => [l.getAttribute('href'), l.getAttribute('hreflang')])).toEqual([
      ['/faq', 'pt-BR'],
      ['/en/faq', 'en'],
      ['/es/faq', 'es'],
    ]);
  });

  it('once hydrated, a plain click chooses through onSelect instead of loading the page', () => {
    const { list, onSelect, button } = setup();
    const english = within(list).getByRole('link', { name: /English/, hidden: true });
    expect(fireEvent.click(english)).toBe(false);
    expect(onSelect).toHaveBeenCalledWith('en');
    expect(document.activeElement).toBe(button);
  });

  it('leaves a click that opens a new tab to the browser', () => {
    const { list, onSelect } = setup();
    const english = within(list).getByRole('link', { name: /English/, hidden: true });
    expect(fireEvent.click(english, { ctrlKey: true })).toBe(true);
    expect(onSelect).not.toHaveBeenCalled();
  });

  it('does not report choosing the language already in use', () => {
    const { list, onSelect } = setup();
    fireEvent.click(within(list).getByRole('link', { name: /Português/, hidden: true }));
    expect(onSelect).not.toHaveBeenCalled();
  });

  it('without addresses (a private area) the options are buttons for onSelect', () => {
    const { list, onSelect } = setup('header', false);
    expect(within(list).queryAllByRole('link', { hidden: true })).toHaveLength(0);
    fireEvent.click(within(list).getByRole('button', { name: /Español/, hidden: true }));
    expect(onSelect).toHaveBeenCalledWith('es');
  });
});
