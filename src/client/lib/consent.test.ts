import { afterEach, describe, expect, it } from 'vitest';
import { bannerRevealScript, CONSENT_VERSION, consentStorageKey, readConsent } from './consent.ts';

/** The banner as the prerendered page carries it, then its inline script run as the parser would. */
function revealedAfterScript(): boolean {
  document.body.innerHTML = '<section data-cookie-banner="" hidden><h2>Cookies</h2></section>';
  new Function(bannerRevealScript)();
  return !document.querySelector('[data-cookie-banner]')?.hasAttribute('hidden');
}

const valid = (analytics: unknown, version: unknown = CONSENT_VERSION) =>
  JSON.stringify({ version, analytics, decidedAt: '2026-11-24T05:00:00.000Z' });

describe('the banner reveal script (decision 0075)', () => {
  afterEach(() => {
    localStorage.clear();
    document.body.innerHTML = '';
  });

  it.each([
    { stored: null, shown: true, why: 'no choice yet' },
    { stored: valid(false), shown: false, why: 'analytics refused' },
    { stored: valid(true), shown: false, why: 'analytics allowed' },
    { stored: valid(true, CONSENT_VERSION + 1), shown: true, why: 'another version' },
    { stored: valid('yes'), shown: true, why: 'a malformed choice' },
    { stored: '{not json', shown: true, why: 'unreadable' },
    { stored: 'null', shown: true, why: 'null' },
  ])('shows the banner exactly when readConsent has no choice: $why', ({ stored, shown }) => {
    if (stored !== null) localStorage.setItem(consentStorageKey, stored);
    expect(readConsent() === null).toBe(shown);
    expect(revealedAfterScript()).toBe(shown);
  });

  it('is plain script text the HTML parser cannot end early', () => {
    expect(bannerRevealScript).not.toMatch(/<\/?script|<!--/i);
  });
});
