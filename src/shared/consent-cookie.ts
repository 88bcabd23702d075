/**
 * The visitor's cookie choice as a first-party cookie (issue 26 §1, decision 0085), written by
 * the server when the banner's form is posted without JavaScript (POST /api/consent) and by the
 * page itself when it is (src/client/lib/consent.ts), read by both: the server serves a page
 * without the banner to a visitor who chose, and `readConsent` takes it beside the older
 * localStorage record. No zod here: the prerendered pages' tiny scripts import this file.
 *
 * The value is `<version>.<granted|denied>.<ISO date>`: the choice, the version of the purposes it
 * answered and when, the record LGPD art. 8 §2 asks us to be able to show (decision 0008). Only
 * characters a cookie value may hold without encoding.
 */
export interface ConsentChoice {
  version: typeof CONSENT_VERSION;
  analytics: boolean;
  decidedAt: string;
}

/** Bump when the purposes change: every visitor is asked again. */
export const CONSENT_VERSION = 1;

/** Beside `nexus.session_token` and `nexus.device` (auth.ts's cookie prefix). */
export const consentCookieName = 'nexus.consent';

/** A year, as the language choice (spec 01 §9); the ANPD guide asks for a renewed choice at most yearly. */
export const consentCookieMaxAgeSeconds = 31_536_000;

/** The banner's two choices, as its form posts them (`choice=accept`) and the API takes them. */
export const consentChoices = ['accept', 'reject'] as const;
export type ConsentAnswer = (typeof consentChoices)[number];

const valuePattern = String.raw`(${CONSENT_VERSION})\.(granted|denied)\.(\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d(?:\.\d{1,3})?Z)`;

/**
 * Our cookie in a `Cookie` header or `document.cookie`, with a well-formed value. The banner's
 * inline script carries its source, so the page and `readConsent` cannot disagree.
 */
export const consentCookiePattern = new RegExp(
  String.raw`(?:^|;)\s*${consentCookieName.replace('.', '\\.')}=${valuePattern}\s*(?:;|$)`,
);

export function consentCookieValue(choice: ConsentChoice): string {
  return `${choice.version}.${choice.analytics ? 'granted' : 'denied'}.${choice.decidedAt}`;
}

/** The choice in a `Cookie` header (or `document.cookie`), or null: none, of another version, malformed. */
export function consentFromCookies(header: string | undefined): ConsentChoice | null {
  const match = header ? consentCookiePattern.exec(header) : null;
  if (!match || match[1] !== String(CONSENT_VERSION) || !match[3]) return null;
  return { version: CONSENT_VERSION, analytics: match[2] === 'granted', decidedAt: match[3] };
}

/** Everything after the value; the banner's inline script writes the cookie with it. */
export function consentCookieAttributes(secure: boolean): string {
  return `; Max-Age=${consentCookieMaxAgeSeconds}; Path=/; SameSite=Lax${secure ? '; Secure' : ''}`;
}

/**
 * The cookie as a `Set-Cookie` header value, which is also what `document.cookie` takes. Not
 * HttpOnly: the page's scripts read it (the banner's inline script, `readConsent`) and write it
 * when the visitor chooses with JavaScript on; it holds no secret. SameSite=Lax and Secure over
 * https, as the language cookie (server/plugins/static.ts).
 */
export function consentCookie(choice: ConsentChoice, secure: boolean): string {
  return `${consentCookieName}=${consentCookieValue(choice)}${consentCookieAttributes(secure)}`;
}
