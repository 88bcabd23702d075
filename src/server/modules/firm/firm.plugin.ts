import type { FastifyInstance } from 'fastify';
import type { FirmFacts } from '#shared/firm/firm-facts.ts';
import type { Config } from '#server/config.ts';
import type { Database } from '#server/db/database.ts';
import type { RuntimePrerender } from '#server/plugins/runtime-prerender.ts';
import { readContentVersion, storedFactsForPages } from './firm-facts.service.ts';
import { firmRoutes } from './firm.routes.ts';
import { warnOfDefaultFacts } from './launch-warning.ts';

/** What the public pages are rendered from (issue 23 §3, decision 0094): the facts and their version. */
export function firmPageFacts(database: Database): {
  contentVersion: () => Promise<number>;
  facts: () => Promise<FirmFacts | undefined>;
} {
  return {
    contentVersion: () => readContentVersion(database.db),
    facts: () => storedFactsForPages(database.db),
  };
}

export interface FirmModuleDeps {
  config: Config;
  database: Database;
  prerender: RuntimePrerender;
}

/** The firm module as the app sees it: the desk's facts (decision 0093) and the launch checklist. */
export async function firmModule(app: FastifyInstance, deps: FirmModuleDeps): Promise<void> {
  // Issue 23 §3: a production start names every fact still at its default (the launch checklist).
  if (deps.config.env === 'production') await warnOfDefaultFacts(deps.database.db, app.log);
  await app.register(firmRoutes, deps);
}
