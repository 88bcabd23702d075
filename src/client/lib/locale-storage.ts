import { isSupportedLocale, localeCookieName, type Locale } from '#shared/i18n/locales.ts';

/** Where the visitor's choice is kept (spec 01 §9): a cookie and two localStorage keys. */
export const preferredLocaleKey = 'preferred-locale';
const cookieMaxAgeSeconds = 31_536_000;

export function readSavedLocale(): Locale | undefined {
  const fromCookie = document.cookie
    .split(';')
    .map((c) => c.trim())
    .find((c) => c.startsWith(`${localeCookieName}=`))
    ?.slice(localeCookieName.length + 1);
  const candidates = [
    fromCookie && decodeURIComponent(fromCookie),
    safeStorage()?.getItem(localeCookieName),
  ];
  return candidates.find(isSupportedLocale);
}

export function saveLocale(locale: Locale): void {
  document.cookie = `${localeCookieName}=${encodeURIComponent(locale)}; max-age=${cookieMaxAgeSeconds}; path=/; SameSite=Lax`;
  const storage = safeStorage();
  storage?.setItem(localeCookieName, locale);
  storage?.setItem(preferredLocaleKey, locale);
}

/** localStorage can throw (privacy modes, disabled storage): the cookie alone still works then. */
function safeStorage(): Storage | undefined {
  try {
    return window.localStorage;
  } catch {
    return undefined;
  }
}
