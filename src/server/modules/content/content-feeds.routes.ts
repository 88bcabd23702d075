import type { FastifyInstance } from 'fastify';
import { feedPaths } from '#shared/content/content-pages.ts';
import { supportedLocales } from '#shared/i18n/locales.ts';
import type { Config } from '#server/config.ts';
import { sendError } from '#server/plugins/errors.ts';
import type { Translator } from '#server/plugins/i18n.ts';
import type { createContentPages } from './content-pages.service.ts';

/**
 * The insights feed per language (issue 23 §2): `/insights/feed.xml`, `/en/insights/feed.xml`,
 * `/es/insights/feed.xml`, the articles published in that language, newest first. A language with
 * none answers 404, as its listing does (decision 0123: a section with nothing published is not
 * shown anywhere).
 */
export function contentFeedRoutes(
  app: FastifyInstance,
  deps: {
    config: Config;
    pages: ReturnType<typeof createContentPages>;
    translator: Translator;
  },
): void {
  for (const locale of supportedLocales) {
    const t = deps.translator.for(locale);
    app.get(feedPaths[locale], async (request, reply) => {
      const feed = await deps.pages.feed(locale, deps.config.appUrl.origin, {
        title: t('content:insights.title'),
        description: t('content:insights.description'),
      });
      if (feed === undefined) return sendError(reply, 404, request.t('common:errors.notFound'));
      return reply
        .type('application/rss+xml; charset=utf-8')
        .header('cache-control', 'public, max-age=0, must-revalidate')
        .send(feed);
    });
  }
}
