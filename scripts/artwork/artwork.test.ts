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
    expect(statSync(`public${art.src}`).size).toBeLessThanOrEqual(8 * 1024);
    expect(svg).toContain(`viewBox="0 0 ${art.width} ${art.height}"`);
    expect(svg).toContain(`width="${art.width}" height="${art.height}"`);
    // No words (one file serves three languages), no script, nothing fetched from elsewhere.
    expect(svg).not.toMatch(/<text|<script|<foreignObject|<image|href=|url\((?!#)|@import/i);
    // Follows the reader's colour scheme like the page around it.
    expect(svg).toContain('@media (prefers-color-scheme:dark)');
  });
});
