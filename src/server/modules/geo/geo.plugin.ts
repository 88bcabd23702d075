import type { FastifyBaseLogger, FastifyInstance } from 'fastify';
import { createCountryLookup, type CountryLookup } from './country-lookup.ts';
import { geoRoutes } from './geo.routes.ts';

/**
 * One country database per process, read at the first question: the geo route and the pages'
 * first-visit language decision (plugins/static.ts, decision 0073) ask the same one.
 */
export function createCountries(log: FastifyBaseLogger): CountryLookup {
  return createCountryLookup(undefined, log);
}

/** The geo module as the app sees it: the visitor's country, for the cookie banner (0028). */
export async function geoModule(
  app: FastifyInstance,
  deps: { countries: CountryLookup },
): Promise<void> {
  await app.register(geoRoutes, deps);
}
