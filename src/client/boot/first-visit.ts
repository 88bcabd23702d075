import { findPage, localizedPath, splitLocalePath } from '#shared/routes.ts';
import { detectFirstVisitLocale } from '#client/lib/first-visit.ts';
import { readSavedLocale } from '#client/lib/locale-storage.ts';
import { captureVisitOrigin } from '#client/lib/visit-origin.ts';

/**
 * Loaded by the prerendered pages of a first-time visitor (no saved language) before, and
 * independently of, the app (decision 0007): detects the language and, when it is not the one of
 * this bare (Portuguese) address, moves to the right variant. A few kilobytes instead of the app.
 * A language prefix in the URL is an explicit choice and is never moved.
 */
export async function run(): Promise<void> {
  // Before any redirect: the next page's referrer would be this one (decision 0060).
  captureVisitOrigin();
  if (readSavedLocale()) return;
  const detected = await detectFirstVisitLocale();
  const { locale, path, prefixed } = splitLocalePath(location.pathname);
  if (prefixed || detected === locale || !findPage(path)?.localized) return;
  // The app may have started meanwhile (the visitor interacted): it applies the language itself.
  if (document.documentElement.dataset.hydrated) return;
  location.replace(localizedPath(path, detected) + location.search + location.hash);
}
