import { readFileSync } from 'node:fs';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { CONSENT_VERSION, consentCookieName } from '#shared/consent-cookie.ts';
import {
  bannerHeightProperty,
  bannerScript,
  bannerShownAttribute,
  consentChangeEvent,
  consentKnownAttribute,
  consentKnownScript,
  consentStorageKey,
  observeBannerHeight,
  readConsent,
  saveConsent,
  subscribeConsent,
} from './consent.ts';

/**
 * The banner as the prerendered page carries it (visible, its choices a form posted to the
 * server, decision 0085), then its inline script run as the parser would.
 */
function shownAfterScript(): boolean {
  new Function(consentKnownScript)();
  document.body.innerHTML = `<section data-cookie-banner=""><h2>Cookies</h2>
    <form method="post" action="/api/consent"><input type="hidden" name="return" value="/faq">
    <button type="submit" name="choice" value="accept">Aceitar todos</button>
    <button type="submit" name="choice" value="reject">Rejeitar todos</button></form></section>`;
  new Function(bannerScript)();
  return !document.querySelector('[data-cookie-banner]')?.hasAttribute('hidden');
}

function clearCookies(): void {
  for (const cookie of document.cookie.split(';')) {
    const name = cookie.split('=')[0]?.trim();
    if (name) document.cookie = `${name}=; Max-Age=0; Path=/`;
  }
}

const cookieOf = (
  analytics: 'granted' | 'denied',
  version = CONSENT_VERSION,
  date = '2026-11-25T10:00:00.000Z',
) => `${consentCookieName}=${version}.${analytics}.${date}; Path=/`;

const valid = (analytics: unknown, version: unknown = CONSENT_VERSION) =>
  JSON.stringify({ version, analytics, decidedAt: '2026-11-24T05:00:00.000Z' });

describe('the banner script (decisions 0075, 0085)', () => {
  afterEach(() => {
    localStorage.clear();
    clearCookies();
    document.body.innerHTML = '';
    document.documentElement.removeAttribute(consentKnownAttribute);
    document.documentElement.removeAttribute(bannerShownAttribute);
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
    expect(shownAfterScript()).toBe(shown);
  });

  it.each([
    { cookie: cookieOf('denied'), shown: false, why: 'refused by a form post' },
    { cookie: cookieOf('granted'), shown: false, why: 'allowed by a form post' },
    { cookie: cookieOf('granted', CONSENT_VERSION + 1), shown: true, why: 'another version' },
    { cookie: cookieOf('granted', CONSENT_VERSION, 'yesterday'), shown: true, why: 'a bad date' },
    {
      cookie: `${consentCookieName}=1.maybe.2026-11-25T10:00:00.000Z`,
      shown: true,
      why: 'no choice',
    },
    {
      cookie: `x${consentCookieName}=${cookieOf('denied').split('=')[1]}`,
      shown: true,
      why: 'another cookie',
    },
  ])('reads the server-set cookie as readConsent does: $why', ({ cookie, shown }) => {
    document.cookie = cookie;
    expect(readConsent() === null).toBe(shown);
    expect(shownAfterScript()).toBe(shown);
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
      expect(shownAfterScript()).toBe(true);
      expect(observed).toBe(document.querySelector('[data-cookie-banner]'));
      Object.defineProperty(observed, 'offsetHeight', { value: 117 });
      report?.();
      expect(document.documentElement.style.getPropertyValue(bannerHeightProperty)).toBe('117px');
    } finally {
      vi.unstubAllGlobals();
      document.documentElement.style.removeProperty(bannerHeightProperty);
    }
  });

  it('marks the root while the banner is shown and unmarks it in the same task as the tap hides it (decision 0137)', () => {
    expect(shownAfterScript()).toBe(true);
    expect(document.documentElement.hasAttribute(bannerShownAttribute)).toBe(true);
    [...document.querySelectorAll('button')].find((b) => b.value === 'reject')?.click();
    expect(document.querySelector('[data-cookie-banner]')?.hasAttribute('hidden')).toBe(true);
    expect(document.documentElement.hasAttribute(bannerShownAttribute)).toBe(false);
  });

  it('does not mark the root for a visitor whose choice is known', () => {
    localStorage.setItem(consentStorageKey, valid(false));
    expect(shownAfterScript()).toBe(false);
    expect(document.documentElement.hasAttribute(bannerShownAttribute)).toBe(false);
  });

  it('observeBannerHeight marks the root for a shown banner only, and unmarks it on cleanup', () => {
    vi.stubGlobal(
      'ResizeObserver',
      class {
        observe() {}
        disconnect() {}
      },
    );
    try {
      const hidden = document.createElement('section');
      hidden.hidden = true;
      observeBannerHeight(hidden)();
      expect(document.documentElement.hasAttribute(bannerShownAttribute)).toBe(false);
      const cleanup = observeBannerHeight(document.createElement('section'));
      expect(document.documentElement.hasAttribute(bannerShownAttribute)).toBe(true);
      cleanup();
      expect(document.documentElement.hasAttribute(bannerShownAttribute)).toBe(false);
    } finally {
      vi.unstubAllGlobals();
    }
  });

  it('are plain script texts the HTML parser cannot end early', () => {
    expect(bannerScript).not.toMatch(/<\/?script|<!--/i);
    expect(consentKnownScript).not.toMatch(/<\/?script|<!--/i);
  });

  it.each([
    { button: 'Aceitar todos', analytics: true },
    { button: 'Rejeitar todos', analytics: false },
  ])(
    'takes a tap on "$button" before the app runs: kept as saveConsent keeps it, banner hidden at once, no post',
    ({ button, analytics }) => {
      expect(shownAfterScript()).toBe(true);
      const heard = vi.fn();
      const unsubscribe = subscribeConsent(heard);
      let posted = false;
      const form = document.querySelector('form');
      // No submit at all: the hydration gate would hold one, and without JavaScript it is the post.
      form?.addEventListener('submit', (event) => {
        posted = true;
        event.preventDefault();
      });
      const pressed = [...document.querySelectorAll('button')].find(
        (b) => b.textContent === button,
      );
      pressed?.click();
      unsubscribe();
      expect(posted).toBe(false);
      expect(document.querySelector('[data-cookie-banner]')?.hasAttribute('hidden')).toBe(true);
      expect(heard).toHaveBeenCalled();
      const choice = readConsent();
      expect(choice).toMatchObject({ version: CONSENT_VERSION, analytics });
      // Both records, as saveConsent writes them: the server reads the cookie on the next page.
      expect(document.cookie).toContain(`${consentCookieName}=${CONSENT_VERSION}.`);
      expect(JSON.parse(localStorage.getItem(consentStorageKey) ?? 'null')).toEqual(choice);
    },
  );
});

describe('readConsent with the cookie and the older localStorage record (decision 0085)', () => {
  afterEach(() => {
    localStorage.clear();
    clearCookies();
  });
  const stored = (analytics: boolean, decidedAt: string) =>
    localStorage.setItem(
      consentStorageKey,
      JSON.stringify({ version: CONSENT_VERSION, analytics, decidedAt }),
    );

  it('reads the cookie the server set for a form post', () => {
    document.cookie = cookieOf('granted');
    expect(readConsent()).toEqual({
      version: CONSENT_VERSION,
      analytics: true,
      decidedAt: '2026-11-25T10:00:00.000Z',
    });
  });

  it("keeps an existing visitor's localStorage choice when there is no cookie", () => {
    stored(false, '2026-11-01T10:00:00.000Z');
    expect(readConsent()).toMatchObject({ analytics: false });
  });

  it.each([
    {
      cookieDate: '2026-11-25T10:00:00.000Z',
      storedDate: '2026-11-01T10:00:00.000Z',
      analytics: true,
    },
    {
      cookieDate: '2026-11-01T10:00:00.000Z',
      storedDate: '2026-11-25T10:00:00.000Z',
      analytics: false,
    },
  ])('takes the later of the two ($cookieDate cookie)', ({ cookieDate, storedDate, analytics }) => {
    document.cookie = cookieOf('granted', CONSENT_VERSION, cookieDate);
    stored(false, storedDate);
    expect(readConsent()?.analytics).toBe(analytics);
  });

  it('answers from the cookie when storage is blocked', () => {
    document.cookie = cookieOf('denied');
    const getItem = vi.spyOn(Storage.prototype, 'getItem').mockImplementation(() => {
      throw new DOMException('blocked', 'SecurityError');
    });
    try {
      expect(readConsent()).toMatchObject({ analytics: false });
    } finally {
      getItem.mockRestore();
    }
  });

  it("saveConsent writes the cookie too, and tells the listeners of the inline script's event", () => {
    const heard = vi.fn();
    const unsubscribe = subscribeConsent(heard);
    saveConsent(true);
    expect(document.cookie).toMatch(
      new RegExp(`${consentCookieName.replace('.', '\\.')}=1\\.granted\\.`),
    );
    expect(heard).toHaveBeenCalledTimes(1);
    window.dispatchEvent(new Event(consentChangeEvent));
    expect(heard).toHaveBeenCalledTimes(2);
    unsubscribe();
  });
});

// What hiding the banner costs the frame that answers the tap (issue 26 §1, decision 0137): a
// `:has()` on the banner's state, or an inherited property changed on the root, made Chromium
// recompute every element's style (~60 ms each at 4× CPU on `/`). The stylesheet must leave the
// page's room for the banner to the root's attribute and a property that does not inherit.
describe("the page's room for the banner (src/client/app.css)", () => {
  const css = readFileSync('src/client/app.css', 'utf8');

  it('hangs on the root attribute, never on a :has() of the banner', () => {
    expect(css).not.toMatch(/:has\([^)]*data-cookie-banner/);
    expect(css).toContain(`html[${bannerShownAttribute}] body`);
  });

  it('registers the height as a property that does not inherit', () => {
    const rule = new RegExp(`@property ${bannerHeightProperty}\\s*\\{([^}]*)\\}`).exec(css)?.[1];
    expect(rule).toMatch(/inherits:\s*false/);
  });
});
