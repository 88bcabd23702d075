import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { detectFirstVisitLocale, leavingPageSignal } from './first-visit.ts';
import { readSavedLocale } from './locale-storage.ts';

/**
 * The country service's answer: a country, none, or a request the browser cancels on leaving. A
 * browser cancels the page's requests first and then runs its `pagehide` listeners, in that
 * order, in one task (decision 0174): 'cancelled' fails at once and hides the page in the next
 * task, 'hidden first' hides it before failing; 'failed' fails on a page that stays.
 */
type Country = 'BR' | 'ES' | null | 'failed' | 'cancelled' | 'hidden first';

function answerCountry(country: Country, onAsked: () => void = () => {}) {
  vi.stubGlobal(
    'fetch',
    vi.fn(async () => {
      onAsked();
      if (country === 'failed') throw new TypeError('Failed to fetch');
      if (country === 'cancelled') {
        setTimeout(() => window.dispatchEvent(new Event('pagehide')), 0);
        throw new TypeError('Failed to fetch');
      }
      if (country === 'hidden first') {
        window.dispatchEvent(new Event('pagehide'));
        throw new TypeError('Failed to fetch');
      }
      return new Response(JSON.stringify({ country }), {
        headers: { 'content-type': 'application/json' },
      });
    }),
  );
}

function browserLanguages(languages: string[]) {
  vi.spyOn(navigator, 'languages', 'get').mockReturnValue(languages);
}

function forgetSaved() {
  document.cookie = 'user-locale=; max-age=0; path=/';
  localStorage.clear();
}

beforeEach(() => {
  forgetSaved();
  vi.spyOn(console, 'info').mockImplementation(() => {});
});
afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
  forgetSaved();
});

describe('detectFirstVisitLocale', () => {
  // spec 01 §4: the country first, then the browser's languages, then Portuguese; saved once.
  it.each([
    { label: 'a Spanish address', country: 'ES', languages: ['en-US'], expected: 'es' },
    {
      label: 'a Brazilian address in an English browser',
      country: 'BR',
      languages: ['en-US'],
      expected: 'pt-BR',
    },
    { label: 'no country', country: null, languages: ['en-GB', 'pt-BR'], expected: 'en' },
    {
      label: 'no country, a language we lack',
      country: null,
      languages: ['fr-FR'],
      expected: 'pt-BR',
    },
  ] as const)('$label → $expected, saved', async ({ country, languages, expected }) => {
    answerCountry(country);
    browserLanguages([...languages]);
    const { signal, stop } = leavingPageSignal();
    await expect(detectFirstVisitLocale(signal)).resolves.toBe(expected);
    expect(readSavedLocale()).toBe(expected);
    stop();
  });

  // Decision 0174: the country request cancelled by leaving must not become a browser-language
  // answer saved for every later visit.
  it.each(['cancelled', 'hidden first'] as const)(
    'left while the country is asked (%s): answers nothing and saves nothing',
    async (leaving) => {
      answerCountry(leaving);
      browserLanguages(['en-US']);
      const { signal } = leavingPageSignal();
      await expect(detectFirstVisitLocale(signal)).resolves.toBeUndefined();
      expect(signal.aborted).toBe(true);
      expect(readSavedLocale()).toBeUndefined();
      expect(document.cookie).not.toContain('user-locale');
    },
  );

  it('stopped (the app unmounted) before the country answers: saves nothing', async () => {
    let stopNow: () => void = () => {};
    answerCountry('ES', () => stopNow());
    browserLanguages(['en-US']);
    const leaving = leavingPageSignal();
    stopNow = leaving.stop;
    await expect(detectFirstVisitLocale(leaving.signal)).resolves.toBeUndefined();
    expect(readSavedLocale()).toBeUndefined();
  });

  it('a failed country request on a page still open goes on to the browser language', async () => {
    answerCountry('failed');
    browserLanguages(['es-MX']);
    const { signal, stop } = leavingPageSignal();
    await expect(detectFirstVisitLocale(signal)).resolves.toBe('es');
    expect(readSavedLocale()).toBe('es');
    stop();
  });
});

describe('leavingPageSignal', () => {
  const acts: Record<string, (stop: () => void) => void> = {
    pagehide: () => window.dispatchEvent(new Event('pagehide')),
    stop: (stop) => stop(),
    nothing: () => {},
  };
  it.each([
    ['pagehide', true],
    ['stop', true],
    ['nothing', false],
  ] as const)('after %s: aborted %s', (act, aborted) => {
    const { signal, stop } = leavingPageSignal();
    acts[act]?.(stop);
    expect(signal.aborted).toBe(aborted);
    stop();
  });
});
