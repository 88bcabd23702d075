import { detectLocale, shouldSaveDetected } from '#shared/i18n/detection.ts';
import { defaultGeoServices, lookupCountry } from '#shared/i18n/geo.ts';
import type { Locale } from '#shared/i18n/locales.ts';
import { readSavedLocale, saveLocale } from './locale-storage.ts';

/**
 * First visit (nothing saved): detect once, in the order of spec 01 §4 (saved → geo → browser →
 * pt-BR), and save the result. The country comes from our own server (/api/geo, issue 12, decision
 * 0028). Used by the app where the server did not decide: the private areas, and pages reached
 * without Accept-Language (decision 0073).
 */
export async function detectFirstVisitLocale(): Promise<Locale> {
  const detected = await detectLocale(
    {
      saved: readSavedLocale,
      geoCountry: () =>
        lookupCountry({
          services: defaultGeoServices,
          fetch: (url, init) => fetch(url, init),
          log: (msg, err) => console.info(msg, err ?? ''),
        }),
      browserLanguages: () => navigator.languages ?? [navigator.language],
    },
    (msg, err) => console.info(msg, err ?? ''),
  );
  if (shouldSaveDetected(detected, readSavedLocale())) saveLocale(detected.locale);
  return detected.locale;
}
