import { readFileSync, statSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { artworks } from '#client/components/brand/artwork.tsx';
import { drawings } from './drawings.ts';
import { svgDocument } from './primitives.ts';

const entries = Object.entries(artworks);

describe('artwork files (decision 0041)', () => {
  it('the table and the drawings name the same files', () => {
    expect(entries.map(([, art]) => art.src.replace('/art/', '')).sort()).toEqual(
      Object.keys(drawings).sort(),
    );
  });

  it.each(entries)('%s is committed exactly as the script draws it', (_name, art) => {
    const file = art.src.replace('/art/', '');
    const draw = drawings[file];
    if (!draw) throw new Error(`no drawing for ${file}`);
    const committed = readFileSync(`public${art.src}`, 'utf8');
    // If this fails after editing a drawing: node scripts/draw-artwork.ts
    expect(committed).toBe(svgDocument(draw()));
  });

  it.each(entries)('%s is small, sized as the table says, and inert', (_name, art) => {
    const svg = readFileSync(`public${art.src}`, 'utf8');
    expect(statSync(`public${art.src}`).size).toBeLessThanOrEqual(6 * 1024);
    expect(svg).toContain(`viewBox="0 0 ${art.width} ${art.height}"`);
    expect(svg).toContain(`width="${art.width}" height="${art.height}"`);
    // No words (one file serves three languages), no script, nothing fetched from elsewhere.
    expect(svg).not.toMatch(/<text|<script|<foreignObject|<image|href=|url\((?!#)|@import/i);
    // Follows the reader's colour scheme like the page around it.
    expect(svg).toContain('@media (prefers-color-scheme:dark)');
  });

  // Issue 26 §2, decision 0089: the brand's colours, not a grey wireframe. Every colour is a step
  // of the brand scale (app.css), white, or one of the named accents (teal, emerald, amber, rose)
  // the tools' results use; Tailwind's greys (the old skeleton bars) are gone.
  const brand = ['#eff5ff', '#deeaff', '#c9dafc', '#f5f8ff', '#93b6ff', '#6793fa', '#3b6beb'];
  const brandDeep = ['#2652cf', '#1d42b0', '#1e41a8', '#18337d', '#15338a', '#0f2561', '#1e3270'];
  const brandDark = ['#0c1a3f', '#0f172a', '#13204a', '#1e2f5e', '#c7d6fb', '#000'];
  const accents = ['#0d9488', '#2dd4bf', '#ccfbf1', '#134e4a', '#059669', '#e11d48', '#f59e0b'];
  const allowed = new Set([...brand, ...brandDeep, ...brandDark, ...accents, '#fff']);

  it.each(entries)('%s is drawn in the brand palette, with no greys', (_name, art) => {
    const svg = readFileSync(`public${art.src}`, 'utf8');
    const colours = new Set(svg.match(/#[0-9a-f]{3,6}\b/gi));
    expect([...colours].filter((colour) => !allowed.has(colour.toLowerCase()))).toEqual([]);
    // Most of what a drawing shows is the brand's blue: it must appear, beyond the surfaces.
    expect(svg).toContain('#2652cf');
  });

  it.each(entries)('%s carries only the colour rules it uses', (_name, art) => {
    const svg = readFileSync(`public${art.src}`, 'utf8');
    const used = new Set([...svg.matchAll(/class="([^"]*)"/g)].flatMap((m) => m[1]?.split(' ')));
    const declared = [...svg.matchAll(/\.([\w-]+)\{/g)].map((m) => m[1]);
    expect(declared.filter((name) => !used.has(name))).toEqual([]);
  });
});
