// Share images (issue 15 §2): one 1200×630 PNG per public page and language, drawn at build time
// from the page's title and the site's identity (brand colours from src/client/app.css, the mark
// from public/favicon.svg, Inter from @fontsource/inter). satori lays the card out as SVG and
// resvg rasterises it; nothing is fetched. Images are cached by the hash of what they show, so a
// rebuild redraws only the pages whose texts changed (decision 0046).
import { createHash } from 'node:crypto';
import { existsSync } from 'node:fs';
import { copyFile, mkdir, readFile, writeFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { renderAsync } from '@resvg/resvg-js';
import satori from 'satori';
import { supportedLocales, type Locale } from '#shared/i18n/locales.ts';
import { organization } from '#shared/organization.ts';
import { findPage, publicPages, type PageRoute } from '#shared/routes.ts';
import { metaKeys } from '#shared/seo/page-metadata.ts';
import { shareImagePath, shareImageSize } from '#shared/seo/share-image.ts';

const root = fileURLToPath(new URL('..', import.meta.url));
const require = createRequire(import.meta.url);
/** Bump when the drawing changes, so cached images are redrawn. */
const TEMPLATE_VERSION = 4;

export interface ShareCard {
  locale: Locale;
  /** The page's name (its breadcrumb), above the title; absent on the home page. */
  eyebrow?: string;
  title: string;
  /** What the firm is, in the page's language (the home hero's badge). */
  tagline: string;
}

type Tree = { [key: string]: unknown };
const lookup = (tree: unknown, key: string): string | undefined => {
  const value = key
    .split('.')
    .reduce<unknown>((at, part) => (at as Tree | undefined)?.[part], tree);
  return typeof value === 'string' && value.trim() ? value : undefined;
};

async function localeTexts(locale: Locale): Promise<(nsKey: string) => string | undefined> {
  const cache = new Map<string, unknown>();
  const load = async (ns: string) => {
    if (!cache.has(ns)) {
      const file = path.join(root, 'public/locales', locale, `${ns}.json`);
      cache.set(ns, existsSync(file) ? JSON.parse(await readFile(file, 'utf8')) : undefined);
    }
    return cache.get(ns);
  };
  // Every namespace a page can name is loaded up front, so lookups stay synchronous.
  for (const page of publicPages) {
    for (const m of metaKeys(page.path)) await load(m.ns);
    if (page.crumb) await load(page.crumb.name.split(':')[0] ?? '');
  }
  return (nsKey) => {
    const [ns = '', key = ''] = nsKey.split(':');
    return lookup(cache.get(ns), key);
  };
}

/** What a page's card shows: the same title its head tags use (features/seo/page-seo.tsx). */
export function cardFor(
  page: PageRoute,
  locale: Locale,
  text: (nsKey: string) => string | undefined,
): ShareCard {
  const meta = (field: string) =>
    metaKeys(page.path)
      .map(({ ns, prefix }) => text(`${ns}:${prefix}.${field}`))
      .find(Boolean);
  const title = meta('title') ?? organization.name;
  // Detail pages name the section they belong to; elsewhere the title says it all.
  const parent = page.crumb?.parent ? findPage(page.crumb.parent) : undefined;
  return {
    locale,
    eyebrow: parent?.crumb && text(parent.crumb.name),
    title,
    tagline: text('home:hero.badge') ?? text('home:meta.title') ?? organization.name,
  };
}

// --- identity -------------------------------------------------------------------------------

/** oklch() of the theme to #rrggbb (satori knows no oklch): OKLab → linear sRGB → sRGB. */
export function oklchToHex(l: number, c: number, h: number): string {
  const a = c * Math.cos((h * Math.PI) / 180);
  const b = c * Math.sin((h * Math.PI) / 180);
  const l_ = (l + 0.3963377774 * a + 0.2158037573 * b) ** 3;
  const m_ = (l - 0.1055613458 * a - 0.0638541728 * b) ** 3;
  const s_ = (l - 0.0894841775 * a - 1.291485548 * b) ** 3;
  const linear = [
    4.0767416621 * l_ - 3.3077115913 * m_ + 0.2309699292 * s_,
    -1.2684380046 * l_ + 2.6097574011 * m_ - 0.3413193965 * s_,
    -0.0041960863 * l_ - 0.7034186147 * m_ + 1.707614701 * s_,
  ];
  return `#${linear
    .map((v) => (v <= 0.0031308 ? 12.92 * v : 1.055 * v ** (1 / 2.4) - 0.055))
    .map((v) =>
      Math.round(Math.min(1, Math.max(0, v)) * 255)
        .toString(16)
        .padStart(2, '0'),
    )
    .join('')}`;
}

export async function brandColours(): Promise<Record<string, string>> {
  const css = await readFile(path.join(root, 'src/client/app.css'), 'utf8');
  const colours: Record<string, string> = {};
  for (const m of css.matchAll(/--color-brand-(\d+):\s*oklch\(([\d.]+)\s+([\d.]+)\s+([\d.]+)\)/g)) {
    colours[m[1] ?? ''] ??= oklchToHex(Number(m[2]), Number(m[3]), Number(m[4]));
  }
  for (const shade of ['100', '200', '600', '700', '800', '900', '950']) {
    if (!colours[shade]) throw new Error(`app.css has no --color-brand-${shade}`);
  }
  return colours;
}

interface Identity {
  colours: Record<string, string>;
  mark: string;
  fonts: { name: string; data: Buffer; weight: 400 | 700 | 800; style: 'normal' }[];
  /** Hash of all of the above, part of every image's cache key. */
  hash: string;
}

export async function identity(): Promise<Identity> {
  const colours = await brandColours();
  const svg = await readFile(path.join(root, 'public/favicon.svg'));
  const mark = `data:image/svg+xml;base64,${svg.toString('base64')}`;
  // WOFF, not WOFF2: satori reads TTF, OTF and WOFF. The latin subset covers pt-BR and es.
  const fonts = await Promise.all(
    ([400, 700, 800] as const).map(async (weight) => ({
      name: 'Inter',
      weight,
      style: 'normal' as const,
      data: await readFile(
        require.resolve(`@fontsource/inter/files/inter-latin-${weight}-normal.woff`),
      ),
    })),
  );
  const hash = createHash('sha256');
  hash.update(JSON.stringify({ TEMPLATE_VERSION, colours })).update(svg);
  for (const font of fonts) hash.update(font.data);
  return { colours, mark, fonts, hash: hash.digest('hex') };
}

// --- drawing --------------------------------------------------------------------------------

type Node = { type: string; props: Tree & { style?: Tree; children?: unknown } };
const h = (type: string, style: Tree, children?: unknown, props: Tree = {}): Node => ({
  type,
  props: { ...props, style: { display: 'flex', ...style }, children },
});

/** The title's size steps down with its length so it never needs more than three lines. */
const titleSize = (title: string) => (title.length <= 28 ? 76 : title.length <= 48 ? 64 : 54);

function card(data: ShareCard, id: Identity): Node {
  const { colours } = id;
  // Flat fills only: a gradient would make every PNG several times larger.
  const disc = (size: number, top: number, right: number, colour: string) =>
    h('div', {
      position: 'absolute',
      top: `${top}px`,
      right: `${right}px`,
      width: `${size}px`,
      height: `${size}px`,
      borderRadius: '50%',
      backgroundColor: colour,
    });
  // satori sizes boxes without their padding, so the content sits in an inset box instead.
  return h(
    'div',
    {
      position: 'relative',
      width: `${shareImageSize.width}px`,
      height: `${shareImageSize.height}px`,
      fontFamily: 'Inter',
      color: '#ffffff',
      backgroundColor: colours['950'],
    },
    [
      disc(520, -200, -160, colours['900'] ?? ''),
      disc(300, -90, -40, colours['800'] ?? ''),
      disc(120, 40, 100, colours['600'] ?? ''),
      h(
        'div',
        {
          position: 'absolute',
          top: '64px',
          left: '72px',
          right: '72px',
          bottom: '56px',
          flexDirection: 'column',
          justifyContent: 'space-between',
        },
        [
          h('div', { alignItems: 'center', gap: '20px' }, [
            h('img', { width: '64px', height: '64px' }, undefined, {
              src: id.mark,
              width: 64,
              height: 64,
            }),
            h('div', { fontSize: '36px', fontWeight: 800 }, organization.name),
          ]),
          h('div', { flexDirection: 'column', gap: '20px', maxWidth: '980px' }, [
            ...(data.eyebrow
              ? [
                  h(
                    'div',
                    { fontSize: '30px', fontWeight: 700, color: colours['200'] },
                    data.eyebrow,
                  ),
                ]
              : []),
            h(
              'div',
              { fontSize: `${titleSize(data.title)}px`, fontWeight: 800, lineHeight: 1.1 },
              data.title,
            ),
          ]),
          h(
            'div',
            {
              justifyContent: 'space-between',
              alignItems: 'center',
              borderTop: `2px solid ${colours['700']}`,
              paddingTop: '24px',
              fontSize: '26px',
              color: colours['100'],
            },
            [
              h('div', {}, data.tagline),
              h(
                'div',
                { fontWeight: 700 },
                `${organization.address.locality}, ${organization.address.region}`,
              ),
            ],
          ),
        ],
      ),
    ],
  );
}

export async function renderShareImage(data: ShareCard, id: Identity): Promise<Buffer> {
  const svg = await satori(card(data, id) as Parameters<typeof satori>[0], {
    ...shareImageSize,
    fonts: id.fonts,
  });
  // renderAsync rasterises on libuv's thread pool, so the next card's layout overlaps it.
  const image = await renderAsync(svg, {
    fitTo: { mode: 'width', value: shareImageSize.width },
  });
  return image.asPng();
}

// --- build step -----------------------------------------------------------------------------

export interface ShareImageSummary {
  images: number;
  drawn: number;
}

/**
 * Writes `<clientDir>/og/<locale>/<path>.png` for every indexable page and language. Images
 * whose inputs are unchanged are copied from `cacheDir` instead of drawn again.
 */
export async function writeShareImages(
  clientDir: string,
  cacheDir = path.join(root, 'node_modules/.cache/share-images'),
  pages: readonly PageRoute[] = publicPages.filter((p) => !p.noindex),
): Promise<ShareImageSummary> {
  const id = await identity();
  await mkdir(cacheDir, { recursive: true });
  const summary: ShareImageSummary = { images: 0, drawn: 0 };
  const jobs: { data: ShareCard; target: string }[] = [];
  for (const locale of supportedLocales) {
    const text = await localeTexts(locale);
    for (const page of pages) {
      jobs.push({
        data: cardFor(page, locale, text),
        target: path.join(clientDir, shareImagePath(page.path, locale)),
      });
    }
  }
  const one = async ({ data, target }: (typeof jobs)[number]) => {
    const key = createHash('sha256').update(id.hash).update(JSON.stringify(data)).digest('hex');
    const cached = path.join(cacheDir, `${key.slice(0, 32)}.png`);
    await mkdir(path.dirname(target), { recursive: true });
    if (existsSync(cached)) {
      await copyFile(cached, target);
    } else {
      const png = await renderShareImage(data, id);
      await writeFile(cached, png);
      await writeFile(target, png);
      summary.drawn += 1;
    }
    summary.images += 1;
  };
  // Two at a time: one card is laid out while the other is rasterised.
  const queue = [...jobs];
  await Promise.all(
    [0, 1].map(async () => {
      for (let job = queue.shift(); job; job = queue.shift()) await one(job);
    }),
  );
  return summary;
}
