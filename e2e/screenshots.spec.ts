import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { expect, test } from './fixtures.ts';
import { locales, type Locale } from './layout-support.ts';
import { privateStops, publicStops, signIn, visit, type Stop, type Who } from './page-tour.ts';

/**
 * Issue 14 "Done when": every page at 360, 768 and 1366 px in the three languages, signed out and
 * in (client and admin), saved to reports/screenshots/<who>/<width>/<locale>/<page>.png (the
 * folder is ignored by git) for people to look at. One browser context per role, width and
 * language keeps the run short; each shot also asserts that the page does not scroll sideways, so
 * every language and width is measured, not only the phone journey's.
 *
 * The pictures are for people: `npm run screenshots` (SCREENSHOTS=1) saves them. A plain `npm test`
 * (and CI, where nobody opens them) only measures the overflow: the full-page PNGs are about a
 * third of this spec's time (decision 0105).
 */
const shoot = process.env.SCREENSHOTS === '1';
const widths = [360, 768, 1366] as const;
const heights: Record<(typeof widths)[number], number> = { 360: 740, 768: 1024, 1366: 900 };
const root = path.resolve('reports/screenshots');

/** Signed in, the public pages differ only in the header: two of them show it. */
const signedInPublic = new Set(['home', 'about']);

function stopsFor(who: Who, locale: Locale): Stop[] {
  if (who === 'visitor') return publicStops(locale);
  return [...publicStops(locale).filter((s) => signedInPublic.has(s.name)), ...privateStops(who)];
}

for (const who of ['visitor', 'client', 'admin'] as const) {
  for (const width of widths) {
    test(`${who} at ${width} px: every page in pt-BR, en and es`, async ({ browser }) => {
      test.setTimeout(300_000);
      const wide: string[] = [];
      for (const locale of locales) {
        const context = await browser.newContext({
          viewport: { width, height: heights[width] },
          locale,
          // The shots show the page, not the motion of entrance effects.
          reducedMotion: 'reduce',
        });
        await context.addInitScript(() => {
          // Visitors who already answered the cookie banner (its own journeys show it).
          localStorage.setItem(
            'cookie-consent',
            JSON.stringify({ version: 1, analytics: false, decidedAt: new Date().toISOString() }),
          );
        });
        if (who !== 'visitor') await signIn(context, who, locale);
        const page = await context.newPage();
        const folder = path.join(root, who, String(width), locale);
        if (shoot) mkdirSync(folder, { recursive: true });
        for (const stop of stopsFor(who, locale)) {
          // Signed out, a prerendered page looks the same before and after the app starts.
          await visit(page, stop, locale, { hydrated: who !== 'visitor' });
          const overflow = await page.evaluate(
            () => document.documentElement.scrollWidth - window.innerWidth,
          );
          if (overflow > 0) wide.push(`${locale} ${stop.path}: ${overflow} px`);
          if (!shoot) continue;
          // A full-page shot does not scroll, so drawings a few screens down would still be
          // waiting (loading="lazy") and show as empty boxes: load them as a reader scrolling
          // down would see them.
          await page.evaluate(async () => {
            const images = [...document.images];
            for (const image of images) image.loading = 'eager';
            await Promise.all(images.map((image) => image.decode().catch(() => undefined)));
          });
          await page.screenshot({
            path: path.join(folder, `${stop.name}.png`),
            fullPage: true,
            animations: 'disabled',
            caret: 'hide',
          });
        }
        await context.close();
      }
      expect(wide, 'pages that scroll sideways').toEqual([]);
    });
  }
}
