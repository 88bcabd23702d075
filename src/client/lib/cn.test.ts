import { describe, expect, it } from 'vitest';
import { cn } from './cn.ts';

describe('cn', () => {
  it.each([
    [['px-4 py-2', 'px-6'], 'py-2 px-6'],
    [['text-h2', 'text-white'], 'text-h2 text-white'],
    [['text-h2', 'text-h3'], 'text-h3'],
    [['text-lead text-muted-foreground', 'text-foreground'], 'text-lead text-foreground'],
    [['py-section', 'py-8'], 'py-8'],
    [['px-gutter', 'px-0'], 'px-0'],
    [['max-w-page', 'max-w-3xl'], 'max-w-3xl'],
    [['shadow-card', 'shadow-raised'], 'shadow-raised'],
    [['shadow-card', 'shadow-brand-500'], 'shadow-card shadow-brand-500'],
    [['bg-primary', false, undefined, 'bg-destructive'], 'bg-destructive'],
    [['rounded-xl', { 'rounded-none': true, hidden: false }], 'rounded-none'],
  ])('cn(%j) is %j', (input, expected) => {
    expect(cn(...input)).toBe(expected);
  });
});
