import type { FastifyInstance } from 'fastify';
import type { Config } from '#server/config.ts';
import type { Database } from '#server/db/database.ts';
import type { Translator } from '#server/plugins/i18n.ts';
import type { RuntimePrerender } from '#server/plugins/runtime-prerender.ts';
import { contentFeedRoutes } from './content-feeds.routes.ts';
import { createContentPages } from './content-pages.service.ts';
import { contentShareImageRoutes } from './content-share-images.routes.ts';
import { createContentPreview, type ContentPreview } from './content-preview.service.ts';
import { previewLinkKey } from './content-preview-links.ts';
import { runDueSchedules } from './content-schedule.service.ts';
import { MEDIA_SWEEP_INTERVAL_MS, sweepUnreferencedMedia } from './media-sweep.ts';
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

/** The public pages' answers (decision 0123): made once, for this module and the page handler. */
export function contentPagesOf(
  database: Database,
  prerender: Pick<RuntimePrerender, 'generation'>,
): ReturnType<typeof createContentPages> {
  // Answers kept per content version, dropped with the rendered pages (issue 23 §7).
  return createContentPages(database.db, prerender.generation);
}

/** Preview links (decision 0131): made once, for the desk's route and the page handler. */
export function contentPreviewOf(database: Database, config: Config): ContentPreview {
  return createContentPreview(database.db, previewLinkKey(config.sessionSecret));
}

export interface ContentModuleDeps {
  config: Config;
  database: Database;
  prerender: RuntimePrerender;
  /** The public pages' answers (decision 0123), shared with the static files' page handler. */
  pages: ReturnType<typeof createContentPages>;
  /** Preview links (decision 0131), shared with the static files' page handler. */
  preview: ContentPreview;
  translator: Translator;
}

/**
 * The editorial desk's content as the app sees it (issue 23 §2, §4, §5; decision 0113): one
 * plugin, so app.ts names it in one line; the desk's routes, the public feeds (decision 0123),
 * the scheduler's periodic job (decision 0122) and the media sweep (decision 0138), from the app's
 * start to its close, join here.
 */
export async function contentModule(app: FastifyInstance, deps: ContentModuleDeps): Promise<void> {
  await contentRoutes(app, deps);
  contentFeedRoutes(app, deps);
  contentShareImageRoutes(app, deps);

  // How often each instance looks for a due schedule (decision 0122; CONTENT_SCHEDULE_TICK_SECONDS,
  // 15 s unless the journeys' server sets 1): a scheduled page shows at most this late, plus the
  // other instances' one-second content poll (decision 0094).
  whileOpen(app, deps.config.content.scheduleTickMs, 'content schedule tick failed', async () => {
    const made = await runDueSchedules(deps.database.db);
    if (made > 0) await deps.prerender.refresh();
  });
  // The clean-up of images nothing names (decision 0138), hourly on each instance: a deletion is
  // idempotent, so two instances sweeping at once delete nothing twice.
  whileOpen(app, MEDIA_SWEEP_INTERVAL_MS, 'media sweep failed', async () => {
    const gone = await sweepUnreferencedMedia(deps.database.db);
    if (gone.length > 0) app.log.info({ media: gone }, 'unreferenced media deleted');
  });
}

/**
 * Runs `job` every `everyMs` from the app's start until its close, each run `everyMs` after the
 * previous one ended (a slow database never stacks runs); the close waits for a run in flight. A
 * failure is logged and the next run comes as usual: a database that is away now is there later.
 */
function whileOpen(
  app: FastifyInstance,
  everyMs: number,
  failure: string,
  job: () => Promise<void>,
): void {
  let timer: NodeJS.Timeout | undefined;
  let running: Promise<void> = Promise.resolve();
  let closed = false;
  const run = () => {
    running = job()
      .catch((error: unknown) => app.log.error({ err: error }, failure))
      .finally(() => {
        if (!closed) timer = setTimeout(run, everyMs).unref();
      });
  };
  app.addHook('onReady', async () => {
    timer = setTimeout(run, everyMs).unref();
  });
  app.addHook('onClose', async () => {
    closed = true;
    clearTimeout(timer);
    await running;
  });
}
