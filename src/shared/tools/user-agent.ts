import type { DeviceSummary } from '#shared/schemas/account.ts';

/**
 * A short, human description of the device behind a session (issue "Account self-service" §3):
 * enough for a person to recognise "Chrome on Windows" in their session list, nothing more. It is
 * not fingerprinting or feature detection, so a small table of well-known tokens is the whole job;
 * anything unknown stays null and the interface says "unknown browser".
 */

/**
 * What a session keeps of the User-Agent header and all a summary reads (issue 12 finding 1):
 * real browsers send 100–300 characters; a client may send 16 KB, and no longer costs us for it.
 */
export const USER_AGENT_MAX_LENGTH = 512;

/** The type of the schema the session list is answered with (issue 24 §2: declared once). */
export type { DeviceSummary };
export type DeviceKind = NonNullable<DeviceSummary['kind']>;

/**
 * Order matters: Chromium-based browsers also say "Chrome/" and "Safari/", and Chrome on iOS says
 * "Safari/" too, so the more specific tokens come first.
 *
 * Every pattern must stay linear in its input: no quantified part may be able to match what its
 * neighbour matches (the old `(\d+)(?:[\d.]*)` split a run of digits every possible way before
 * failing, quadratic in the run's length). The hostile cases in user-agent.test.ts guard this.
 */
const browsers: readonly [name: string, pattern: RegExp][] = [
  ['Edge', /\b(?:Edg|EdgA|EdgiOS|Edge)\/(\d+)/],
  ['Opera', /\b(?:OPR|OPiOS|Opera)\/(\d+)/],
  ['Samsung Internet', /\bSamsungBrowser\/(\d+)/],
  ['Firefox', /\b(?:Firefox|FxiOS)\/(\d+)/],
  ['Chrome', /\b(?:Chrome|CriOS|HeadlessChrome)\/(\d+)/],
  ['Safari', /\bVersion\/(\d+)(?:\.\d+)*(?: Mobile\/\w+)? Safari\//],
];

const operatingSystems: readonly [name: string, pattern: RegExp][] = [
  ['Windows', /\bWindows (?:NT|Phone)\b/],
  ['iPadOS', /\biPad\b/],
  ['iOS', /\b(?:iPhone|iPod)\b/],
  ['Android', /\bAndroid\b/],
  ['ChromeOS', /\bCrOS\b/],
  ['macOS', /\bMac OS X\b|\bMacintosh\b/],
  ['Linux', /\bLinux\b|\bX11\b/],
];

function firstMatch(
  userAgent: string,
  table: readonly [string, RegExp][],
): [name: string, match: RegExpExecArray] | null {
  for (const [name, pattern] of table) {
    const match = pattern.exec(userAgent);
    if (match) return [name, match];
  }
  return null;
}

function kindOf(userAgent: string, os: string | null): DeviceKind | null {
  if (/\biPad\b|\bTablet\b/.test(userAgent)) return 'tablet';
  // Android phones say "Mobile"; Android tablets do not (Google's guidance to browser makers).
  if (os === 'Android') return /\bMobile\b/.test(userAgent) ? 'mobile' : 'tablet';
  if (/\bMobi|\biPhone\b|\biPod\b|\bWindows Phone\b/.test(userAgent)) return 'mobile';
  return os ? 'desktop' : null;
}

export function summarizeUserAgent(userAgent: string | null | undefined): DeviceSummary {
  const ua = (userAgent ?? '').slice(0, USER_AGENT_MAX_LENGTH).trim();
  const browser = ua ? firstMatch(ua, browsers) : null;
  const os = ua ? (firstMatch(ua, operatingSystems)?.[0] ?? null) : null;
  return {
    browser: browser?.[0] ?? null,
    browserVersion: browser?.[1][1] ?? null,
    os,
    kind: ua ? kindOf(ua, os) : null,
  };
}
