import { detectLocale, shouldSaveDetected } from '#shared/i18n/detection.ts';
import { defaultGeoServices, lookupCountry } from '#shared/i18n/geo.ts';
import type { Locale } from '#shared/i18n/locales.ts';
import { readSavedLocale, saveLocale } from './locale-storage.ts';

/**
 * First visit (nothing saved): detect once, in the order of spec 01 §4 (saved → geo → browser →
 * pt-BR), and save the result. The country comes from our own server (/api/geo, issue 12, decision
 * 0028). Used by the app where the server did not decide: the private areas, and pages reached
 * without Accept-Language (decision 0073).
 *
 * `signal` aborts when the visitor leaves the page (decision 0174). Leaving cancels the country
 * request, so a detection that went on would skip the country and could save a language the full
 * order would not have chosen; and a page being left does not always read the visitor's own
 * `navigator.languages` (Chromium under emulation answers its default there). So an aborted
 * detection saves nothing and answers undefined: the next page detects again, from the start.
 */
export async function detectFirstVisitLocale(signal?: AbortSignal): Promise<Locale | undefined> {
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
  if (signal) {
    // The browser cancels a page's requests before its `pagehide` listeners have all run, so the
    // cancelled country request can bring us here before the signal aborts. Decide in a later
    // task: by then the page has hidden, or it is gone and this never runs.
    await new Promise((resolve) => setTimeout(resolve, 0));
    if (signal.aborted) return undefined;
  }
  if (shouldSaveDetected(detected, readSavedLocale())) saveLocale(detected.locale);
  return detected.locale;
}

/** Aborts when the page is left (`pagehide`) or when `stop` is called (the app unmounted). */
export function leavingPageSignal(): { signal: AbortSignal; stop: () => void } {
  const controller = new AbortController();
  const stop = () => controller.abort();
  window.addEventListener('pagehide', stop, { once: true });
  return {
    signal: controller.signal,
    stop: () => {
      window.removeEventListener('pagehide', stop);
      stop();
    },
  };
}
