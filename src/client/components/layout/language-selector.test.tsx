import { cleanup, fireEvent, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderWithI18n } from '#client/test/render.tsx';
import { LanguageSelector, type LanguageSelectorVariant } from './language-selector.tsx';

afterEach(cleanup);

function setup(variant: LanguageSelectorVariant = 'header') {
  const onSelect = vi.fn();
  renderWithI18n(
    <div>
      <p>fora</p>
      <LanguageSelector variant={variant} current="pt-BR" onSelect={onSelect} />
    </div>,
  );
  const button = screen.getByRole('button', { name: /Idioma: Português \(Brasil\)/ });
  return { onSelect, button };
}

describe('LanguageSelector', () => {
  it.each(['header', 'compact', 'footer'] as const)(
    '%s variant opens on click with code, name, flag and full name',
    (variant) => {
      const { button } = setup(variant);
      expect(screen.queryByRole('listbox')).toBeNull();
      fireEvent.click(button);
      expect(button.getAttribute('aria-expanded')).toBe('true');
      const options = screen.getAllByRole('option');
      expect(options).toHaveLength(3);
      expect(options.map((o) => o.textContent)).toEqual([
        '🇧🇷PortuguêsPortuguês (Brasil)pt-BR',
        '🇺🇸EnglishEnglish (US)en',
        '🇪🇸EspañolEspañoles',
      ]);
      expect(options[0]?.getAttribute('aria-selected')).toBe('true');
    },
  );

  it('closes on an outside click without choosing', () => {
    const { button, onSelect } = setup();
    fireEvent.click(button);
    fireEvent.pointerDown(screen.getByText('fora'));
    expect(screen.queryByRole('listbox')).toBeNull();
    expect(onSelect).not.toHaveBeenCalled();
  });

  it('closes on Escape and gives focus back to the button', () => {
    const { button, onSelect } = setup();
    fireEvent.click(button);
    fireEvent.keyDown(screen.getByRole('listbox'), { key: 'Escape' });
    expect(screen.queryByRole('listbox')).toBeNull();
    expect(document.activeElement).toBe(button);
    expect(onSelect).not.toHaveBeenCalled();
  });

  it('chooses with a click and closes', () => {
    const { button, onSelect } = setup();
    fireEvent.click(button);
    fireEvent.click(screen.getByRole('option', { name: /English/ }));
    expect(onSelect).toHaveBeenCalledWith('en');
    expect(screen.queryByRole('listbox')).toBeNull();
  });

  it('is operable by keyboard alone: arrow down opens, arrows move, Enter chooses', () => {
    const { button, onSelect } = setup();
    fireEvent.keyDown(button, { key: 'ArrowDown' });
    const list = screen.getByRole('listbox');
    expect(document.activeElement?.textContent).toContain('Português');
    fireEvent.keyDown(list, { key: 'ArrowDown' });
    fireEvent.keyDown(list, { key: 'ArrowDown' });
    expect(document.activeElement?.textContent).toContain('Español');
    fireEvent.keyDown(list, { key: 'ArrowDown' });
    expect(document.activeElement?.textContent).toContain('Português');
    fireEvent.keyDown(list, { key: 'End' });
    fireEvent.keyDown(list, { key: 'Enter' });
    expect(onSelect).toHaveBeenCalledWith('es');
    expect(document.activeElement).toBe(button);
  });

  it('does not report choosing the language already in use', () => {
    const { button, onSelect } = setup();
    fireEvent.click(button);
    fireEvent.click(screen.getByRole('option', { name: /Português/ }));
    expect(onSelect).not.toHaveBeenCalled();
  });
});
