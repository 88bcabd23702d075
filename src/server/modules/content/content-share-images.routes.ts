import { createHash } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import {
  contentPath,
  publicCollectionNames,
  publicCollections,
} from '#shared/content/content-pages.ts';
import { supportedLocales } from '#shared/i18n/locales.ts';
import { sendError } from '#server/plugins/errors.ts';
import type { Translator } from '#server/plugins/i18n.ts';
import type { ContentPages } from '#server/plugins/runtime-prerender-content.ts';
import type { ShareCard } from '#scripts/share-images.ts';

/**
 * A share image per published entry and language (issue 23 §7, decision 0133): 1200×630 PNG at
 * `/og/<locale>/casos/<slug>.png` (the place a built page's image would have), drawn by the same
 * satori pipeline as the build's (scripts/share-images.ts: brand colours, the mark, Inter), with
 * the entry's title under its section's name in the entry's language. Only what the public page
 * shows: the answer comes from the content pages' `resolve` (published copies, kept per content
 * version), so a draft, an unpublished entry, another language's slug or an old slug is 404.
 */

/** Images kept in memory, by what they show: a title change draws anew, a version bump alone not. */
const keptImages = 100;

export function contentShareImageRoutes(
  app: FastifyInstance,
  deps: { pages: ContentPages; translator: Translator },
): void {
  // satori, resvg and the fonts are loaded at the first image, not at start (decision 0030).
  let drawing: Promise<{ draw: (card: ShareCard) => Promise<Buffer> }> | undefined;
  const load = async () => {
    const { identity, renderShareImage } = await import('#scripts/share-images.ts');
    const id = await identity();
    return { draw: (card: ShareCard) => renderShareImage(card, id) };
  };
  const images = new Map<string, Promise<Buffer>>();
  const imageOf = (card: ShareCard): Promise<Buffer> => {
    const key = createHash('sha256').update(JSON.stringify(card)).digest('hex');
    const kept = images.get(key);
    if (kept) return kept;
    // A failed load (a missing font) is tried again at the next image, not kept.
    drawing ??= load().catch((error: unknown) => {
      drawing = undefined;
      throw error;
    });
    const png = drawing.then(({ draw }) => draw(card));
    if (images.size >= keptImages) images.delete(images.keys().next().value as string);
    images.set(key, png);
    png.catch(() => images.delete(key));
    return png;
  };

  for (const locale of supportedLocales) {
    const t = deps.translator.for(locale);
    for (const collection of publicCollectionNames) {
      const url = `/og/${locale}${publicCollections[collection]}/:file`;
      app.get<{ Params: { file: string } }>(url, async (request, reply) => {
        const slug = /^(.+)\.png$/.exec(request.params.file)?.[1];
        const answer = slug
          ? await deps.pages.resolve(contentPath(collection, locale, slug))
          : undefined;
        if (answer?.kind !== 'page' || answer.data.view.kind !== 'entry') {
          return sendError(reply, 404, request.t('common:errors.notFound'));
        }
        const png = await imageOf({
          locale,
          eyebrow: t(
            collection === 'insights' ? 'content:insights.title' : 'content:caseStudies.title',
          ),
          title: answer.data.view.card.title,
          tagline: t('home:hero.badge'),
        });
        return reply
          .type('image/png')
          .header('cache-control', 'public, max-age=0, must-revalidate')
          .header('content-length', png.length)
          .send(png);
      });
    }
  }
}
