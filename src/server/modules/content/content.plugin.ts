import type { FastifyInstance } from 'fastify';
import type { Database } from '#server/db/database.ts';
import type { RuntimePrerender } from '#server/plugins/runtime-prerender.ts';
import type { SiteContent } from '#shared/content/site-content.ts';
import { contentRoutes } from './content.routes.ts';
import { publishedSiteContent } from './site-content.service.ts';

/**
 * What every public page is rendered with besides the firm's facts (issue 23 §2, decision 0125):
 * the published team and clients. Their publication bumps the content version (decision 0094).
 */
export function contentSiteData(database: Database): {
  siteContent: () => Promise<SiteContent | undefined>;
} {
  return { siteContent: () => publishedSiteContent(database.db) };
}

export interface ContentModuleDeps {
  database: Database;
  prerender: RuntimePrerender;
}

/**
 * The editorial desk's content as the app sees it (issue 23 §2, §4, §5; decision 0113): one
 * plugin, so app.ts names it in one line; the scheduler's job and the public pages' data join
 * here.
 */
export async function contentModule(app: FastifyInstance, deps: ContentModuleDeps): Promise<void> {
  await contentRoutes(app, deps);
}
