import { readdirSync, readFileSync } from 'node:fs';
import * as simpleIcons from 'simple-icons';
import { describe, expect, it } from 'vitest';
import en from '#locales/en/technologies.json';
import es from '#locales/es/technologies.json';
import ptBR from '#locales/pt-BR/technologies.json';
import { technologySlugs, type TechnologySlug } from '#shared/routes.ts';
import {
  contrastRatio,
  glyphColour,
  technologyIdentities,
  type MonogramReason,
} from './technology-marks.ts';

const icons = Object.values(simpleIcons) as simpleIcons.SimpleIcon[];

describe('contrastRatio (WCAG 2)', () => {
  it.each([
    ['FFFFFF', '000000', 21],
    ['000000', 'FFFFFF', 21],
    ['777777', '777777', 1],
    ['FF6F00', '111827', 6.36],
    ['7FC8FF', 'FFFFFF', 1.81],
  ])('%s on %s is %s:1', (a, b, expected) => {
    expect(contrastRatio(a, b)).toBeCloseTo(expected, 2);
  });

  it.each([
    ['7FC8FF', '111827'],
    ['1C3C3C', 'FFFFFF'],
    ['FF6F00', '111827'],
  ])('the glyph on #%s is #%s', (hex, glyph) => {
    expect(glyphColour(hex)).toBe(glyph);
  });
});

describe('technology marks (decision 0040)', () => {
  it('every technology has exactly one identity', () => {
    expect(Object.keys(technologyIdentities).sort()).toEqual([...technologySlugs].sort());
  });

  it.each(technologySlugs)('%s carries the same name as its page in every language', (slug) => {
    const { name } = technologyIdentities[slug];
    for (const locale of [ptBR, en, es]) expect(locale.items[slug].name).toBe(name);
  });

  const brandMarks = technologySlugs.flatMap((slug) => {
    const { mark } = technologyIdentities[slug];
    return mark.kind === 'icon' ? [[slug, mark] as const] : [];
  });

  it('uses the brand icon for LangChain, LangGraph, n8n and TensorFlow', () => {
    expect(brandMarks.map(([slug]) => slug)).toEqual([
      'langchain',
      'langgraph',
      'n8n',
      'tensorflow',
    ]);
  });

  it.each(brandMarks)('%s is the package icon, unaltered, on its brand colour', (_slug, mark) => {
    const icon = icons.find((candidate) => candidate.slug === mark.source);
    expect(icon).toBeDefined();
    expect(mark.path).toBe(icon?.path);
    expect(mark.hex).toBe(icon?.hex);
    expect(mark.tile.split(' ').sort()).toEqual([`bg-[#${mark.hex}]`, `text-[#${mark.glyph}]`]);
    expect(contrastRatio(mark.hex, mark.glyph)).toBeGreaterThanOrEqual(3);
  });

  it('gives each remaining technology its own monogram, none a copy of a brand icon', () => {
    const monograms = technologySlugs.flatMap((slug) => {
      const { mark, name } = technologyIdentities[slug];
      return mark.kind === 'monogram' ? [{ slug, name, letters: mark.letters }] : [];
    });
    expect(monograms.map(({ slug }) => slug)).toEqual([
      'openai',
      'vertical-ai',
      'google-a2a',
      'agno',
    ]);
    expect(new Set(monograms.map(({ letters }) => letters.toLowerCase())).size).toBe(4);
    for (const { letters, name } of monograms) {
      expect(letters).toMatch(/^\S{2,3}$/);
      // The letters come from the name, so a monogram reads as that technology's initials.
      expect(name.toUpperCase().replace(/[^A-Z0-9]/g, '')).toContain(letters[0]?.toUpperCase());
    }
  });
});

describe("each mark is the owner's or has a recorded reason (issue 26 §2, decision 0089)", () => {
  const decision = readdirSync('docs/decisions').find((file) => file.startsWith('0089-'));
  const note = decision ? readFileSync(`docs/decisions/${decision}`, 'utf8') : '';

  // The whole registry, one row per technology: the owner's mark, or why a monogram.
  const expected: [TechnologySlug, 'mark' | MonogramReason][] = [
    ['langchain', 'mark'],
    ['langgraph', 'mark'],
    ['n8n', 'mark'],
    ['openai', 'owner-terms'],
    ['vertical-ai', 'category'],
    ['google-a2a', 'no-published-mark'],
    ['agno', 'no-published-mark'],
    ['tensorflow', 'mark'],
  ];

  it('the table covers every technology', () => {
    expect(expected.map(([slug]) => slug).sort()).toEqual([...technologySlugs].sort());
  });

  // The note's table: one row per technology, its cells trimmed (Prettier pads them).
  const rows = new Map(
    note
      .split('\n')
      .filter((line) => line.startsWith('| '))
      .map((line) => line.split('|').map((cell) => cell.trim()))
      .map(([, name = '', mark = '', terms = '']) => [name, `${mark} ${terms}`] as const),
  );

  it.each(expected)('%s: %s', (slug, outcome) => {
    const { mark, name } = technologyIdentities[slug];
    if (outcome === 'mark') {
      expect(mark.kind).toBe('icon');
      if (mark.kind !== 'icon') return;
      // Where the owner's terms (or the mark's source) are, recorded beside the mark and in the
      // note's row for the technology.
      expect(mark.terms).toMatch(/^https:\/\//);
      expect(rows.get(name)).toContain(mark.terms);
      expect(rows.get(name)).toContain(`simple-icons \`${mark.source}\``);
    } else {
      expect(mark).toMatchObject({ kind: 'monogram', reason: outcome });
      // The note's row for the technology gives the same reason.
      expect(rows.get(name)).toContain(`\`${outcome}\``);
    }
  });
});
