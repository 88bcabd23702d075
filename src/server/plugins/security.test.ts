import { describe, expect, it } from 'vitest';
import { pageCsp } from './security.ts';

/** Issue 12: no visitor data to third parties before consent, enforced by the pages' CSP. */

const directive = (csp: string, name: string) =>
  csp
    .split(';')
    .map((part) => part.trim())
    .find((part) => part.startsWith(`${name} `));

describe('pageCsp connect-src', () => {
  it("allows the site's own origin only while analytics is not configured", () => {
    expect(directive(pageCsp([], true), 'connect-src')).toBe("connect-src 'self'");
  });

  it("adds Google's tag origins only when analytics is configured (it still waits for consent)", () => {
    const connect = directive(pageCsp([], true, true), 'connect-src') ?? '';
    expect(connect.split(' ').slice(1)).toEqual([
      "'self'",
      'https://*.google-analytics.com',
      'https://*.analytics.google.com',
      'https://*.googletagmanager.com',
    ]);
  });

  it.each(['ipapi.co', 'ipwho.is', 'country.is'])('never names %s', (host) => {
    expect(pageCsp([], true, true)).not.toContain(host);
  });
});
