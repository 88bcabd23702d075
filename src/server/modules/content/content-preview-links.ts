import { createHmac, hkdfSync, timingSafeEqual } from 'node:crypto';
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
  return Buffer.from(
    hkdfSync('sha256', serverSecret, 'nexus-content-preview', 'content preview links v1', 32),
  );
}

const mac = (key: Buffer, payload: string) =>
  createHmac('sha256', key).update(payload).digest('base64url');

export function signPreview(key: Buffer, claims: PreviewClaims): string {
  const payload = [
    claims.entryId,
    claims.locale,
    Math.floor(claims.expiresAt / 1000).toString(36),
  ].join('.');
  return `${payload}.${mac(key, payload)}`;
}

/** The claims of a genuine, unexpired link, or why not. `now` is the server's clock. */
export function verifyPreview(
  key: Buffer,
  token: string,
  now: Date,
): { ok: true; claims: PreviewClaims } | { ok: false; reason: PreviewRefusal } {
  const parts = token.split('.');
  if (parts.length !== 4) return { ok: false, reason: 'invalid' };
  const [entryId = '', locale = '', expiry = '', given = ''] = parts;
  const expected = Buffer.from(mac(key, parts.slice(0, 3).join('.')));
  const received = Buffer.from(given);
  // Lengths first: timingSafeEqual throws on unequal lengths, and a digest's length is public.
  if (received.length !== expected.length || !timingSafeEqual(received, expected)) {
    return { ok: false, reason: 'invalid' };
  }
  // Signed by us, so well formed; checked all the same, as every edge parses what it receives.
  if (!/^[1-9]\d{0,9}$/.test(entryId) || !isSupportedLocale(locale)) {
    return { ok: false, reason: 'invalid' };
  }
  if (!/^[0-9a-z]{1,12}$/.test(expiry)) return { ok: false, reason: 'invalid' };
  const expiresAt = parseInt(expiry, 36) * 1000;
  if (now.getTime() >= expiresAt) return { ok: false, reason: 'expired' };
  return { ok: true, claims: { entryId: Number(entryId), locale, expiresAt } };
}
