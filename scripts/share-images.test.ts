import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { findPage, type PageRoute } from '#shared/routes.ts';
import {
  cardFor,
  identity,
  oklchToHex,
  renderShareImage,
  writeShareImages,
} from './share-images.ts';

/** Width and height from a PNG's IHDR chunk, and whether it is one. */
function pngSize(png: Buffer): { width: number; height: number } | undefined {
  const signature = '89504e470d0a1a0a';
  if (png.subarray(0, 8).toString('hex') !== signature) return undefined;
  return { width: png.readUInt32BE(16), height: png.readUInt32BE(20) };
}

const texts: Record<string, string> = {
  'technologies:items.n8n.meta.title': 'n8n: AI process automation',
  'technologies:title': 'Technologies',
  'home:meta.title': 'Artificial Intelligence Consulting',
  'home:hero.badge': 'AI consulting for business',
  'faq:meta.title': 'Frequently asked questions',
};
const text = (key: string) => texts[key];
const page = (path: string) => findPage(path) as PageRoute;

describe('oklchToHex (the theme is written in oklch, satori draws sRGB)', () => {
  it.each([
    [1, 0, 0, '#ffffff'],
    [0, 0, 0, '#000000'],
    [0.627955, 0.257627, 29.2339, '#ff0000'],
    [0.452014, 0.313214, 264.052, '#0000ff'],
  ])('oklch(%d %d %d) is %s', (l, c, h, hex) => {
    expect(oklchToHex(l, c, h)).toBe(hex);
  });
});

describe('cardFor', () => {
  it.each([
    ['/tecnologias/n8n', { eyebrow: 'Technologies', title: 'n8n: AI process automation' }],
    ['/faq', { eyebrow: undefined, title: 'Frequently asked questions' }],
    ['/i18n-demo', { eyebrow: undefined, title: 'Artificial Intelligence Consulting' }],
  ])('%s shows its section and its head title', (path, expected) => {
    expect(cardFor(page(path), 'en', text)).toEqual({
      locale: 'en',
      ...expected,
      tagline: 'AI consulting for business',
    });
  });
});

describe('share images', () => {
  const dir = mkdtempSync(path.join(tmpdir(), 'share-images-'));
  afterAll(() => rmSync(dir, { recursive: true, force: true }));

  it('draws a 1200×630 PNG', async () => {
    const png = await renderShareImage(
      { locale: 'pt-BR', title: 'Perguntas frequentes', tagline: 'Consultoria em IA' },
      await identity(),
    );
    expect(pngSize(png)).toEqual({ width: 1200, height: 630 });
  });

  it('writes one image per page and language, and redraws only what changed', async () => {
    const pages = [page('/'), page('/tecnologias/n8n')];
    const out = path.join(dir, 'client');
    const cache = path.join(dir, 'cache');
    expect(await writeShareImages(out, cache, pages)).toEqual({ images: 6, drawn: 6 });
    for (const file of ['og/pt-BR/home.png', 'og/en/home.png', 'og/es/tecnologias/n8n.png']) {
      expect(pngSize(readFileSync(path.join(out, file))), file).toEqual({
        width: 1200,
        height: 630,
      });
    }
    rmSync(out, { recursive: true });
    expect(await writeShareImages(out, cache, pages)).toEqual({ images: 6, drawn: 0 });
    expect(existsSync(path.join(out, 'og/en/tecnologias/n8n.png'))).toBe(true);
  });
});
