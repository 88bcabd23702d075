import { cleanup, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { renderWithI18n } from '#client/test/render.tsx';
import { PasswordStrengthMeter } from './password-strength-meter.tsx';

afterEach(cleanup);

describe('PasswordStrengthMeter', () => {
  it.each([
    ['', 0, null],
    ['a', 1, 'Fraca'],
    ['aA', 2, 'Fraca'],
    ['aA1', 3, 'Média'],
    ['aA1!', 4, 'Boa'],
    ['aA1!aaaa', 5, 'Forte'],
    ['abcdefgh', 2, 'Fraca'],
  ])('%j scores %i (%s)', (password, score, label) => {
    renderWithI18n(<PasswordStrengthMeter password={password} />);
    const meter = screen.queryByRole('meter');
    if (label === null) {
      // Score 0 shows nothing but the checklist (spec 01 §5).
      expect(meter).toBeNull();
    } else {
      expect(meter?.getAttribute('aria-valuenow')).toBe(String(score));
      expect(screen.getByText(label)).toBeTruthy();
    }
  });

  it('ticks each requirement of the checklist independently', () => {
    renderWithI18n(<PasswordStrengthMeter password="abc1" />);
    const items = screen.getAllByRole('listitem');
    const met = Object.fromEntries(
      items.map((li) => [li.textContent?.split(' — ')[0]?.replace(/^[✓○]\s*/, ''), li.dataset.met]),
    );
    expect(met).toEqual({
      'Pelo menos 8 caracteres': 'false',
      'Uma letra maiúscula': 'false',
      'Uma letra minúscula': 'true',
      'Um número': 'true',
      'Um caractere especial': 'false',
    });
  });

  it('speaks the language of the page', () => {
    renderWithI18n(<PasswordStrengthMeter password="aA1!aaaa" />, 'en');
    expect(screen.getByText('Strong')).toBeTruthy();
  });
});
