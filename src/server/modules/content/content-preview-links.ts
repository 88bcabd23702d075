import { linkKey, signLink, verifyLink } from '#server/lib/signed-links.ts';
import { isSupportedLocale, type Locale } from '#shared/i18n/locales.ts';

/**
 * Preview links of a translation (issue 23 §5, decision 0131): whoever holds one reads the
 * translation's working copy (a draft, or a published page's unpublished changes) as its public
 * page, without an account, until it expires. The link itself is the proof, so it is built as
 * the meetings' links are (decision 0109):
 *
 * - `<entry id>.<language>.<expiry>.<mac>`, an HMAC-SHA256 over the first three parts with a key
 *   derived from the server's secret by HKDF for this purpose alone: a preview link can never pass
 *   for a meeting link, a session cookie or a recovery digest, and rotating SESSION_SECRET kills
 *   every preview link.
 * - Compared in constant time over the signature's one canonical spelling (base64url text, not
 *   decoded bytes: the last character carries unused bits, decision 0109's bug).
 * - Nothing stored: the link names the entry and the language, not a revision, so it shows the
 *   working copy as it is when opened (an editor shares it once, and it follows the edits).
 */

/** Seven days: long enough for a client's approval over a week, short enough to be forgotten. */
export const PREVIEW_LINK_TTL_MS = 7 * 24 * 3_600_000;

export interface PreviewClaims {
  entryId: number;
  locale: Locale;
  /** Epoch milliseconds (whole seconds) after which the link is dead. */
  expiresAt: number;
}

export type PreviewRefusal = 'invalid' | 'expired';

export function previewLinkKey(serverSecret: string): Buffer {
  return linkKey(serverSecret, 'nexus-content-preview', 'content preview links v1');
}

export function signPreview(key: Buffer, claims: PreviewClaims): string {
  return signLink(key, [claims.entryId, claims.locale], claims.expiresAt);
}

/** The claims of a genuine, unexpired link, or why not. `now` is the server's clock. */
export function verifyPreview(
  key: Buffer,
  token: string,
  now: Date,
): { ok: true; claims: PreviewClaims } | { ok: false; reason: PreviewRefusal } {
  const link = verifyLink(key, token, 2, now);
  if (!link.ok) return link;
  const [entryId = '', locale = ''] = link.fields;
  // Signed by us, so well formed; checked all the same, as every edge parses what it receives.
  if (!/^[1-9]\d{0,9}$/.test(entryId) || !isSupportedLocale(locale)) {
    return { ok: false, reason: 'invalid' };
  }
  return { ok: true, claims: { entryId: Number(entryId), locale, expiresAt: link.expiresAt } };
}
