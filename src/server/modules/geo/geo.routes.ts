import type { FastifyInstance } from 'fastify';
import { geoAnswerSchema } from '#shared/schemas/geo.ts';
import type { ZodTypeProvider } from '#server/plugins/zod-type-provider.ts';
import { createCountryLookup } from './country-lookup.ts';

export type { GeoAnswer } from '#shared/schemas/geo.ts';

/**
 * The country step of first-visit language detection (spec 01 §4), answered by our own server
 * (issue 12): the browser asks no one else. The address is looked up, never stored or logged.
 */
export async function geoRoutes(fastify: FastifyInstance): Promise<void> {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const lookup = createCountryLookup(undefined, app.log);
  app.get('/api/geo', { schema: { response: { 200: geoAnswerSchema } } }, async (request) => ({
    country: await lookup.countryOf(request.ip),
  }));
}
