import type { FastifyInstance } from 'fastify';
import type { Config } from '#server/config.ts';
import type { Database } from '#server/db/database.ts';
import type { Translator } from '#server/plugins/i18n.ts';
import type { RuntimePrerender } from '#server/plugins/runtime-prerender.ts';
import { contentFeedRoutes } from './content-feeds.routes.ts';
import { createContentPages } from './content-pages.service.ts';
import { contentRoutes } from './content.routes.ts';

/** The public pages' answers (decision 0123): made once, for this module and the page handler. */
export function contentPagesOf(database: Database): ReturnType<typeof createContentPages> {
  return createContentPages(database.db);
}

export interface ContentModuleDeps {
  config: Config;
  database: Database;
  prerender: RuntimePrerender;
  /** The public pages' answers (decision 0123), shared with the static files' page handler. */
  pages: ReturnType<typeof createContentPages>;
  translator: Translator;
}

/**
 * The editorial desk's content as the app sees it (issue 23 §2, §4, §5; decision 0113): one
 * plugin, so app.ts names it in one line; the scheduler's job and the public pages' data join
 * here.
 */
export async function contentModule(app: FastifyInstance, deps: ContentModuleDeps): Promise<void> {
  await contentRoutes(app, deps);
  contentFeedRoutes(app, deps);
}
