import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { scopeSvg } from './scope-svg.ts';

describe('scopeSvg', () => {
  it('prefixes class names and class selectors, not numbers or colours', () => {
    const svg =
      '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 10 10" width="10" height="10"><style>.s{fill:#eff5ff}.sh{fill:#102459;opacity:.08}@media (prefers-color-scheme:dark){.s{fill:#0c1a3f}}</style><rect class="s" x="1.5"/><circle class="sh s"/></svg>';
    expect(scopeSvg(svg, 'hero')).toBe(
      '<svg aria-hidden="true" focusable="false" xmlns="http://www.w3.org/2000/svg" viewBox="0 0 10 10"><style>.hero-s{fill:#eff5ff}.hero-sh{fill:#102459;opacity:.08}@media (prefers-color-scheme:dark){.hero-s{fill:#0c1a3f}}</style><rect class="hero-s" x="1.5"/><circle class="hero-sh hero-s"/></svg>',
    );
  });

  it('leaves no unprefixed class in the hero drawing', () => {
    const file = readFileSync(
      path.resolve(import.meta.dirname, '../../../../public/art/hero.svg'),
      'utf8',
    );
    const scoped = scopeSvg(file, 'hero');
    const classes = [...scoped.matchAll(/class="([^"]*)"/g)].flatMap((m) =>
      (m[1] ?? '').split(' '),
    );
    expect(classes.length).toBeGreaterThan(10);
    expect(classes.filter((c) => !c.startsWith('hero-'))).toEqual([]);
    const selectors = [...scoped.matchAll(/\.([a-z][\w-]*)\{/gi)].map((m) => m[1]);
    expect(selectors.filter((s) => !s?.startsWith('hero-'))).toEqual([]);
    expect(scoped).not.toMatch(/<script|\son\w+=/i);
  });
});
