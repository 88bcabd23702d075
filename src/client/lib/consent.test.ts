import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  bannerHeightProperty,
  bannerRevealScript,
  CONSENT_VERSION,
  consentStorageKey,
  readConsent,
} from './consent.ts';

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

  it('keeps the page told the banner height, for the focus room below (decision 0081)', () => {
    // jsdom has no layout: a stand-in observer reports once, as the browser does after layout.
    let report: (() => void) | undefined;
    let observed: Element | undefined;
    vi.stubGlobal(
      'ResizeObserver',
      class {
        constructor(callback: () => void) {
          report = callback;
        }
        observe(target: Element) {
          observed = target;
        }
      },
    );
    try {
      expect(revealedAfterScript()).toBe(true);
      expect(observed).toBe(document.querySelector('[data-cookie-banner]'));
      Object.defineProperty(observed, 'offsetHeight', { value: 117 });
      report?.();
      expect(document.documentElement.style.getPropertyValue(bannerHeightProperty)).toBe('117px');
    } finally {
      vi.unstubAllGlobals();
      document.documentElement.style.removeProperty(bannerHeightProperty);
    }
  });

  it('is plain script text the HTML parser cannot end early', () => {
    expect(bannerRevealScript).not.toMatch(/<\/?script|<!--/i);
  });
});
