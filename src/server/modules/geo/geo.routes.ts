import type { FastifyInstance } from 'fastify';
import { createCountryLookup } from './country-lookup.ts';

/** GET /api/geo: `{ country }` of the client address (TRUST_PROXY-aware `request.ip`), or null. */
export interface GeoAnswer {
  country: string | null;
}

/**
 * The country step of first-visit language detection (spec 01 §4), answered by our own server
 * (issue 12): the browser asks no one else. The address is looked up, never stored or logged.
 */
export async function geoRoutes(app: FastifyInstance): Promise<void> {
  const lookup = createCountryLookup(undefined, app.log);
  app.get('/api/geo', async (request): Promise<GeoAnswer> => {
    return { country: await lookup.countryOf(request.ip) };
  });
}
