import { describe, expect, it, vi } from 'vitest';
import { createLanguageChanger, detectLocale, shouldSaveDetected } from './detection.ts';
import type { DetectedLocale, LanguageChangerDeps, LocaleSources } from './detection.ts';
import type { Locale } from './locales.ts';

type Fake<T> = T | Error;

/** Sources answering from plain values; an Error makes that source throw (or reject). */
function fakeSources(values: {
  saved?: Fake<Locale | undefined>;
  geo?: Fake<string | undefined>;
  browser?: Fake<readonly string[]>;
}) {
  return {
    saved: vi.fn<LocaleSources['saved']>(() => {
      if (values.saved instanceof Error) throw values.saved;
      return values.saved;
    }),
    geoCountry: vi.fn<LocaleSources['geoCountry']>(() =>
      values.geo instanceof Error ? Promise.reject(values.geo) : Promise.resolve(values.geo),
    ),
    browserLanguages: vi.fn<LocaleSources['browserLanguages']>(() => {
      if (values.browser instanceof Error) throw values.browser;
      return values.browser ?? [];
    }),
  };
}

const boom = new Error('boom');

describe('detectLocale', () => {
  // Every combination of the three sources being available or not (spec 01 §4 order).
  it.each<[Locale | undefined, string | undefined, readonly string[], DetectedLocale]>([
    ['es', 'BR', ['en-US'], { locale: 'es', source: 'saved' }],
    ['es', 'BR', [], { locale: 'es', source: 'saved' }],
    ['en', undefined, ['pt-BR'], { locale: 'en', source: 'saved' }],
    ['pt-BR', undefined, [], { locale: 'pt-BR', source: 'saved' }],
    [undefined, 'MX', ['en-US'], { locale: 'es', source: 'geo' }],
    [undefined, 'us', [], { locale: 'en', source: 'geo' }],
    [undefined, 'JP', ['pt-BR'], { locale: 'en', source: 'geo' }],
    [undefined, undefined, ['en-GB', 'pt-BR'], { locale: 'en', source: 'browser' }],
    [undefined, undefined, ['fr-FR', 'de', 'es-419'], { locale: 'es', source: 'browser' }],
    [undefined, undefined, ['pt'], { locale: 'pt-BR', source: 'browser' }],
    [undefined, undefined, ['fr-FR', 'de'], { locale: 'pt-BR', source: 'default' }],
    [undefined, undefined, [], { locale: 'pt-BR', source: 'default' }],
  ])('saved %s, geo %s, browser %j → %j', async (saved, geo, browser, expected) => {
    await expect(detectLocale(fakeSources({ saved, geo, browser }))).resolves.toEqual(expected);
  });

  it.each<[string, string]>([
    ['three letters', 'BRA'],
    ['a full name', 'Brazil'],
    ['empty', ''],
    ['digits', '55'],
  ])('ignores a geo answer that is %s and falls through to the browser', async (_name, geo) => {
    const sources = fakeSources({ geo, browser: ['es'] });
    await expect(detectLocale(sources)).resolves.toEqual({ locale: 'es', source: 'browser' });
  });

  it('does not look up the country when a preference is saved', async () => {
    const sources = fakeSources({ saved: 'en', geo: 'BR' });
    await detectLocale(sources);
    expect(sources.geoCountry).not.toHaveBeenCalled();
    expect(sources.browserLanguages).not.toHaveBeenCalled();
  });

  it('does not read browser languages when geo answers', async () => {
    const sources = fakeSources({ geo: 'BR', browser: ['en'] });
    await detectLocale(sources);
    expect(sources.browserLanguages).not.toHaveBeenCalled();
  });

  it('ignores a saved value that is not a supported locale', async () => {
    const sources = fakeSources({ saved: 'fr' as Locale, geo: 'AR' });
    await expect(detectLocale(sources)).resolves.toEqual({ locale: 'es', source: 'geo' });
  });

  // spec 01 §8: failures are logged and detection falls through to the next source.
  it.each<[string, Parameters<typeof fakeSources>[0], DetectedLocale, string[]]>([
    ['saved throws', { saved: boom, geo: 'PT' }, { locale: 'pt-BR', source: 'geo' }, ['saved']],
    ['geo rejects', { geo: boom, browser: ['en'] }, { locale: 'en', source: 'browser' }, ['geo']],
    ['browser throws', { browser: boom }, { locale: 'pt-BR', source: 'default' }, ['browser']],
    [
      'saved throws and geo rejects',
      { saved: boom, geo: boom, browser: ['es-ES'] },
      { locale: 'es', source: 'browser' },
      ['saved', 'geo'],
    ],
    [
      'everything throws',
      { saved: boom, geo: boom, browser: boom },
      { locale: 'pt-BR', source: 'default' },
      ['saved', 'geo', 'browser'],
    ],
  ])('%s', async (_name, values, expected, failed) => {
    const log = vi.fn();
    await expect(detectLocale(fakeSources(values), log)).resolves.toEqual(expected);
    expect(log.mock.calls).toEqual(
      failed.map((name) => [expect.stringContaining(`${name} source failed`), boom]),
    );
  });

  it('survives a geo source that throws synchronously, without a logger', async () => {
    const sources: LocaleSources = {
      saved: () => undefined,
      geoCountry: () => {
        throw boom;
      },
      browserLanguages: () => ['en'],
    };
    await expect(detectLocale(sources)).resolves.toEqual({ locale: 'en', source: 'browser' });
  });
});

describe('shouldSaveDetected', () => {
  it.each<[DetectedLocale, Locale | undefined, boolean]>([
    [{ locale: 'es', source: 'saved' }, 'es', false],
    [{ locale: 'es', source: 'saved' }, undefined, false],
    [{ locale: 'es', source: 'geo' }, undefined, true],
    [{ locale: 'en', source: 'browser' }, undefined, true],
    [{ locale: 'pt-BR', source: 'default' }, undefined, true],
    [{ locale: 'es', source: 'geo' }, 'en', true],
    [{ locale: 'en', source: 'browser' }, 'en', false],
    [{ locale: 'pt-BR', source: 'default' }, 'pt-BR', false],
  ])('%j with saved %s → %s', (result, saved, expected) => {
    expect(shouldSaveDetected(result, saved)).toBe(expected);
  });
});

function fakeChangerDeps(overrides: Partial<LanguageChangerDeps> = {}) {
  const gtag = vi.fn();
  const deps = {
    save: vi.fn<LanguageChangerDeps['save']>(),
    switchTo: vi.fn<LanguageChangerDeps['switchTo']>(() => Promise.resolve()),
    current: vi.fn<LanguageChangerDeps['current']>(() => 'pt-BR'),
    emit: vi.fn<LanguageChangerDeps['emit']>(),
    gtag: vi.fn<NonNullable<LanguageChangerDeps['gtag']>>(() => gtag),
    warn: vi.fn<LanguageChangerDeps['warn']>(),
    error: vi.fn<LanguageChangerDeps['error']>(),
    ...overrides,
  };
  return { deps, gtag };
}

describe('createLanguageChanger', () => {
  it.each<[Locale, Locale]>([
    ['pt-BR', 'en'],
    ['en', 'es'],
    ['es', 'pt-BR'],
    ['en', 'en'],
  ])('from %s to %s: saves, switches, emits and tracks in that order', async (from, to) => {
    const order: string[] = [];
    const save = vi.fn(() => void order.push('save'));
    const switchTo = vi.fn(() => void order.push('switch'));
    const emit = vi.fn(() => void order.push('emit'));
    const { deps, gtag } = fakeChangerDeps({ current: () => from, save, switchTo, emit });
    gtag.mockImplementation(() => void order.push('gtag'));

    await expect(createLanguageChanger(deps)(to)).resolves.toBe(true);

    expect(order).toEqual(['save', 'switch', 'emit', 'gtag']);
    expect(save).toHaveBeenCalledWith(to);
    expect(switchTo).toHaveBeenCalledWith(to);
    expect(emit).toHaveBeenCalledWith({ oldLanguage: from, newLanguage: to });
    expect(gtag).toHaveBeenCalledWith('event', 'language_change', {
      event_category: 'engagement',
      old_language: from,
      new_language: to,
    });
    expect(deps.warn).not.toHaveBeenCalled();
    expect(deps.error).not.toHaveBeenCalled();
  });

  it('waits for an asynchronous switch before emitting', async () => {
    let finishSwitch: () => void = () => {};
    const { deps } = fakeChangerDeps({
      switchTo: () =>
        new Promise<void>((resolve) => {
          finishSwitch = resolve;
        }),
    });
    const done = createLanguageChanger(deps)('es');
    await Promise.resolve();
    expect(deps.emit).not.toHaveBeenCalled();
    finishSwitch();
    await expect(done).resolves.toBe(true);
    expect(deps.emit).toHaveBeenCalledWith({ oldLanguage: 'pt-BR', newLanguage: 'es' });
  });

  it.each([['fr'], ['pt'], ['EN'], [''], [undefined], [null], [42]])(
    'rejects %j: warns, saves, switches and emits nothing',
    async (next) => {
      const { deps, gtag } = fakeChangerDeps();
      await expect(createLanguageChanger(deps)(next)).resolves.toBe(false);
      expect(deps.warn).toHaveBeenCalledTimes(1);
      expect(deps.save).not.toHaveBeenCalled();
      expect(deps.switchTo).not.toHaveBeenCalled();
      expect(deps.emit).not.toHaveBeenCalled();
      expect(gtag).not.toHaveBeenCalled();
      expect(deps.error).not.toHaveBeenCalled();
    },
  );

  it.each<[string, Partial<LanguageChangerDeps>, { saved: boolean; emitted: boolean }]>([
    ['switch rejects', { switchTo: () => Promise.reject(boom) }, { saved: true, emitted: false }],
    [
      'switch throws',
      {
        switchTo: () => {
          throw boom;
        },
      },
      { saved: true, emitted: false },
    ],
    [
      'save throws',
      {
        save: () => {
          throw boom;
        },
      },
      { saved: false, emitted: false },
    ],
    [
      'current throws',
      {
        current: () => {
          throw boom;
        },
      },
      { saved: false, emitted: false },
    ],
    [
      'emit throws',
      {
        emit: () => {
          throw boom;
        },
      },
      { saved: true, emitted: true },
    ],
  ])('%s: logs the error and resolves false', async (_name, overrides, { emitted }) => {
    const { deps, gtag } = fakeChangerDeps(overrides);
    await expect(createLanguageChanger(deps)('en')).resolves.toBe(false);
    expect(deps.error).toHaveBeenCalledTimes(1);
    expect(deps.error).toHaveBeenCalledWith(expect.stringContaining('en'), boom);
    expect(gtag).not.toHaveBeenCalled();
    if (!emitted) expect(deps.emit).not.toHaveBeenCalled();
  });

  it.each<[string, Partial<LanguageChangerDeps>]>([
    ['no gtag getter', { gtag: undefined }],
    ['gtag getter finds nothing', { gtag: () => undefined }],
  ])('%s: the change still succeeds', async (_name, overrides) => {
    const { deps } = fakeChangerDeps(overrides);
    await expect(createLanguageChanger(deps)('es')).resolves.toBe(true);
    expect(deps.emit).toHaveBeenCalledWith({ oldLanguage: 'pt-BR', newLanguage: 'es' });
    expect(deps.error).not.toHaveBeenCalled();
  });

  it('looks gtag up at each change, so a late-loading tag is used', async () => {
    const gtag = vi.fn();
    let loaded: typeof gtag | undefined = undefined;
    const { deps } = fakeChangerDeps({ gtag: () => loaded });
    const changeLanguage = createLanguageChanger(deps);
    await changeLanguage('en');
    loaded = gtag;
    await changeLanguage('es');
    expect(gtag).toHaveBeenCalledTimes(1);
    expect(gtag).toHaveBeenCalledWith('event', 'language_change', expect.anything());
  });

  it('logs a failing analytics call but reports the change as done', async () => {
    const { deps, gtag } = fakeChangerDeps();
    gtag.mockImplementation(() => {
      throw boom;
    });
    await expect(createLanguageChanger(deps)('en')).resolves.toBe(true);
    expect(deps.emit).toHaveBeenCalled();
    expect(deps.error).toHaveBeenCalledWith(expect.stringContaining('analytics'), boom);
  });
});
