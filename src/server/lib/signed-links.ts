import { createHmac, hkdfSync, timingSafeEqual } from 'node:crypto';

/**
 * Links that are their own proof (decisions 0109 and 0131): `<fields…>.<expiry>.<mac>`, an
 * HMAC-SHA256 over everything before the MAC, with a key derived from the server's secret by HKDF
 * for one purpose alone, so a link of one kind never passes for another (nor for a session cookie
 * or a recovery digest), and rotating the secret kills every link. Nothing is stored. What the
 * fields mean, and whether they are well formed, is each kind's own.
 */

/** A 32-byte key for one kind of link, derived once per app from the server's secret. */
export function linkKey(serverSecret: string, salt: string, info: string): Buffer {
  return Buffer.from(hkdfSync('sha256', serverSecret, salt, info, 32));
}

const mac = (key: Buffer, payload: string) =>
  createHmac('sha256', key).update(payload).digest('base64url');

/** The link for `fields` (none may contain a dot), dead from `expiresAt` (whole seconds kept). */
export function signLink(key: Buffer, fields: readonly (string | number)[], expiresAt: number) {
  const payload = [...fields, Math.floor(expiresAt / 1000).toString(36)].join('.');
  return `${payload}.${mac(key, payload)}`;
}

/**
 * The fields and expiry of a genuine, unexpired link with `fieldCount` fields, or why not.
 * `now` is the server's clock.
 */
export function verifyLink(
  key: Buffer,
  token: string,
  fieldCount: number,
  now: Date,
):
  { ok: true; fields: string[]; expiresAt: number } | { ok: false; reason: 'invalid' | 'expired' } {
  const parts = token.split('.');
  if (parts.length !== fieldCount + 2) return { ok: false, reason: 'invalid' };
  // The signature's text is compared, not its decoded bytes: base64url's last character carries
  // unused bits, so a decoder reads several spellings as one digest, and a link changed in that
  // character opened as if untouched (decision 0109's bug).
  const expected = Buffer.from(mac(key, parts.slice(0, -1).join('.')));
  const received = Buffer.from(parts.at(-1) ?? '');
  // Lengths first: timingSafeEqual throws on unequal lengths, and a digest's length is public.
  if (received.length !== expected.length || !timingSafeEqual(received, expected)) {
    return { ok: false, reason: 'invalid' };
  }
  // Signed by us, so well formed; checked all the same, as every edge parses what it receives.
  const expiry = parts[fieldCount] ?? '';
  if (!/^[0-9a-z]{1,12}$/.test(expiry)) return { ok: false, reason: 'invalid' };
  const expiresAt = parseInt(expiry, 36) * 1000;
  if (now.getTime() >= expiresAt) return { ok: false, reason: 'expired' };
  return { ok: true, fields: parts.slice(0, fieldCount), expiresAt };
}
