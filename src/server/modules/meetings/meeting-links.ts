import { linkKey, signLink, verifyLink } from '#server/lib/signed-links.ts';

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
  return linkKey(serverSecret, 'nexus-meeting-links', 'meeting reschedule/cancel links v1');
}

export function signMeetingLink(key: Buffer, claims: MeetingLinkClaims): string {
  return signLink(
    key,
    [claims.meetingId, claims.sequence, purposeCodes[claims.purpose]],
    claims.expiresAt,
  );
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
  const link = verifyLink(key, token, 3, now);
  if (!link.ok) return link;
  const [meetingId = '', sequence = '', code = ''] = link.fields;
  // Signed by us, so well formed; checked all the same, as every edge parses what it receives.
  if (!uuid.test(meetingId) || !/^\d{1,9}$/.test(sequence) || code !== purposeCodes[purpose]) {
    return { ok: false, reason: 'invalid' };
  }
  return {
    ok: true,
    claims: { meetingId, sequence: Number(sequence), purpose, expiresAt: link.expiresAt },
  };
}

/** Which purpose a token was signed for, read without trusting it (the page's first question). */
export function claimedPurpose(token: string): MeetingLinkPurpose | undefined {
  const code = token.split('.')[2];
  return meetingLinkPurposes.find((p) => purposeCodes[p] === code);
}
