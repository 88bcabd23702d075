import { describe, expect, it } from 'vitest';
import {
  claimedPurpose,
  meetingLinkKey,
  signMeetingLink,
  verifyMeetingLink,
  type MeetingLinkClaims,
} from './meeting-links.ts';

/** The signed links of issue 25 §5 (decision 0109): what opens, and why the rest does not. */

const key = meetingLinkKey('a-server-secret-of-at-least-32-characters');
const now = new Date('2026-11-27T12:00:00Z');
const claims: MeetingLinkClaims = {
  meetingId: '3f0c8a0e-5b7a-4c1e-9a53-0d2c3c9b7e11',
  sequence: 2,
  purpose: 'reschedule',
  expiresAt: Date.parse('2026-11-30T12:30:00Z'),
};
const token = signMeetingLink(key, claims);
const parts = token.split('.');
const swap = (index: number, value: string) =>
  parts.map((p, i) => (i === index ? value : p)).join('.');

/** The character that differs from the signature's last one only in the bits a decoder drops. */
const base64url = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-_';
const sameDigest = base64url[base64url.indexOf(token.at(-1) ?? 'A') ^ 1] ?? '';

describe('meeting links', () => {
  it('builds its other spelling of the signature from bits a decoder drops', () => {
    const signature = parts[4] ?? '';
    const other = `${signature.slice(0, -1)}${sameDigest}`;
    expect(other).not.toBe(signature);
    expect(Buffer.from(other, 'base64url')).toEqual(Buffer.from(signature, 'base64url'));
  });

  it('opens a genuine link of its purpose until the meeting ends', () => {
    expect(verifyMeetingLink(key, token, 'reschedule', now)).toEqual({ ok: true, claims });
    expect(claimedPurpose(token)).toBe('reschedule');
    expect(claimedPurpose(signMeetingLink(key, { ...claims, purpose: 'cancel' }))).toBe('cancel');
  });

  it.each([
    ['a signature off by one character', `${token.slice(0, -1)}${token.endsWith('A') ? 'B' : 'A'}`],
    // The last character's unused bits: the same digest once decoded, another link all the same.
    ['a signature spelled another way for the same digest', `${token.slice(0, -1)}${sameDigest}`],
    ['another meeting under this signature', swap(0, '00000000-0000-4000-8000-000000000000')],
    ['another sequence under this signature', swap(1, '3')],
    ['another purpose under this signature', swap(2, 'c')],
    ['a later expiry under this signature', swap(3, 'zzzzzz')],
    ['no signature', parts.slice(0, 4).join('.')],
    ['a truncated signature', swap(4, parts[4]?.slice(0, 20) ?? '')],
    ['an extra part', `${token}.x`],
    ['junk', 'not-a-token'],
    ['nothing', ''],
    [
      'another key',
      signMeetingLink(meetingLinkKey('another-server-secret-of-32-characters'), claims),
    ],
    [
      'the session secret itself as key',
      signMeetingLink(Buffer.from('a-server-secret-of-at-least-32-characters'), claims),
    ],
  ])('refuses %s as invalid', (_, forged) => {
    expect(verifyMeetingLink(key, forged, 'reschedule', now)).toEqual({
      ok: false,
      reason: 'invalid',
    });
  });

  it('keeps each link to its one purpose', () => {
    expect(verifyMeetingLink(key, token, 'cancel', now)).toEqual({ ok: false, reason: 'invalid' });
  });

  it.each([
    ['at the meeting’s end', new Date(claims.expiresAt)],
    ['a day after', new Date(claims.expiresAt + 86_400_000)],
  ])('is expired %s', (_, at) => {
    expect(verifyMeetingLink(key, token, 'reschedule', at)).toEqual({
      ok: false,
      reason: 'expired',
    });
  });

  it('derives one key per secret, not the secret itself', () => {
    expect(meetingLinkKey('s'.repeat(32)).equals(meetingLinkKey('s'.repeat(32)))).toBe(true);
    expect(meetingLinkKey('s'.repeat(32)).equals(Buffer.from('s'.repeat(32)))).toBe(false);
  });
});
