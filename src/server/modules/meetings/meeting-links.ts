import { createHmac, hkdfSync, timingSafeEqual } from 'node:crypto';

/**
 * The reschedule and cancel links of a meeting's mails (issue 25 §5, decision 0109): usable
 * without an account, so the link itself is the proof.
 *
 * A token is `<meeting id>.<sequence>.<purpose>.<expiry>.<mac>`: an HMAC-SHA256 over the first
 * four parts, with a key derived from the server's secret for this purpose alone (HKDF, so a
 * meeting link can never pass for a session cookie or a recovery digest made with the same
 * secret). Nothing is stored: the meeting's `sequence`, raised by every change, kills every link
 * of the previous version, and the expiry is the meeting's end.
 *
 * - Single purpose: a cancel link cannot move the meeting, nor a reschedule link cancel it.
 * - No enumeration: the meeting id is a random UUID, and a token whose MAC does not match is
 *   refused before the database is asked anything, with the same answer as any malformed one.
 * - Compared in constant time (`timingSafeEqual` over the signature's one canonical spelling).
 */

export const meetingLinkPurposes = ['reschedule', 'cancel'] as const;
export type MeetingLinkPurpose = (typeof meetingLinkPurposes)[number];

const purposeCodes: Record<MeetingLinkPurpose, string> = { reschedule: 'r', cancel: 'c' };

export interface MeetingLinkClaims {
  meetingId: string;
  sequence: number;
  purpose: MeetingLinkPurpose;
  /** Epoch milliseconds (whole seconds) after which the link is dead: the meeting's end. */
  expiresAt: number;
}

/** Why a link is refused before any meeting is read. */
export type MeetingLinkRefusal = 'invalid' | 'expired';

/** The key of meeting links alone, derived once per app from the session secret. */
export function meetingLinkKey(serverSecret: string): Buffer {
  return Buffer.from(
    hkdfSync(
      'sha256',
      serverSecret,
      'nexus-meeting-links',
      'meeting reschedule/cancel links v1',
      32,
    ),
  );
}

const mac = (key: Buffer, payload: string) => createHmac('sha256', key).update(payload).digest();

export function signMeetingLink(key: Buffer, claims: MeetingLinkClaims): string {
  const payload = [
    claims.meetingId,
    claims.sequence,
    purposeCodes[claims.purpose],
    Math.floor(claims.expiresAt / 1000).toString(36),
  ].join('.');
  return `${payload}.${mac(key, payload).toString('base64url')}`;
}

const uuid = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

/**
 * The claims of a genuine, unexpired link of this purpose, or why not. `now` is the server's
 * clock (issue 25 §7). The meeting itself (cancelled? changed since?) is the caller's to check.
 */
export function verifyMeetingLink(
  key: Buffer,
  token: string,
  purpose: MeetingLinkPurpose,
  now: Date,
): { ok: true; claims: MeetingLinkClaims } | { ok: false; reason: MeetingLinkRefusal } {
  const parts = token.split('.');
  if (parts.length !== 5) return { ok: false, reason: 'invalid' };
  const [meetingId = '', sequence = '', code = '', expiry = '', given = ''] = parts;
  // The signature's text is compared, not its decoded bytes: base64url's last character carries
  // unused bits, so a decoder reads several spellings as one digest, and a link changed in that
  // character opened as if untouched (the test that changed it flaked about one run in twenty).
  const expected = Buffer.from(mac(key, parts.slice(0, 4).join('.')).toString('base64url'));
  const received = Buffer.from(given);
  // Lengths first: timingSafeEqual throws on unequal lengths, and a digest's length is public.
  if (received.length !== expected.length || !timingSafeEqual(received, expected)) {
    return { ok: false, reason: 'invalid' };
  }
  // Signed by us, so well formed; checked all the same, as every edge parses what it receives.
  if (!uuid.test(meetingId) || !/^\d{1,9}$/.test(sequence) || !/^[0-9a-z]{1,12}$/.test(expiry)) {
    return { ok: false, reason: 'invalid' };
  }
  if (code !== purposeCodes[purpose]) return { ok: false, reason: 'invalid' };
  const expiresAt = parseInt(expiry, 36) * 1000;
  if (now.getTime() >= expiresAt) return { ok: false, reason: 'expired' };
  return { ok: true, claims: { meetingId, sequence: Number(sequence), purpose, expiresAt } };
}

/** Which purpose a token was signed for, read without trusting it (the page's first question). */
export function claimedPurpose(token: string): MeetingLinkPurpose | undefined {
  const code = token.split('.')[2];
  return meetingLinkPurposes.find((p) => purposeCodes[p] === code);
}
