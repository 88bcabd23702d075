import type { FastifyInstance } from 'fastify';
import type { Config } from '#server/config.ts';
import { consentRoutes } from './consent.routes.ts';

/** The consent module as the app sees it: the cookie choice without the app (decision 0085). */
export async function consentModule(app: FastifyInstance, deps: { config: Config }): Promise<void> {
  // Its own context: the form parser it adds serves its routes only.
  await app.register(consentRoutes, deps);
}
