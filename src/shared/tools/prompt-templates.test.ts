import { describe, expect, it } from 'vitest';
import { promptPreview, promptTemplates, templatesInCategory } from './prompt-templates.ts';

describe('the built-in templates (spec 02 §3)', () => {
  it('are two sales, two marketing, one support and one e-commerce', () => {
    expect(templatesInCategory('sales').map((t) => t.id)).toEqual([
      'cold_outreach',
      'discovery_call',
    ]);
    expect(templatesInCategory('marketing')).toHaveLength(2);
    expect(templatesInCategory('support')).toHaveLength(1);
    expect(templatesInCategory('ecommerce')).toHaveLength(1);
  });

  it('rate between 4.5 and 4.9 and count 445 to 1,203 downloads, both ends used', () => {
    const ratings = promptTemplates.map((t) => t.rating);
    const downloads = promptTemplates.map((t) => t.downloads);
    expect(Math.min(...ratings)).toBe(4.5);
    expect(Math.max(...ratings)).toBe(4.9);
    expect(Math.min(...downloads)).toBe(445);
    expect(Math.max(...downloads)).toBe(1203);
  });
});

describe('promptPreview (first 200 characters)', () => {
  it.each([
    ['short', 'Escreva um e-mail.', 'Escreva um e-mail.'],
    ['exactly 200', 'a'.repeat(200), 'a'.repeat(200)],
    ['201', 'b'.repeat(201), `${'b'.repeat(200)}...`],
    ['accented, counted as characters', 'ção'.repeat(70), `${'ção'.repeat(66)}çã...`],
  ])('%s', (_name, prompt, expected) => {
    expect(promptPreview(prompt)).toBe(expected);
  });
});
