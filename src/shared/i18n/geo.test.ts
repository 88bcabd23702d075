import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  defaultGeoServices,
  geoLookupTimeoutMs,
  lookupCountry,
  parseCountryResponse,
} from './geo.ts';
import type { GeoFetch, GeoResponse } from './geo.ts';

describe('parseCountryResponse', () => {
  it.each([
    ['plain text', 'BR', 'text/plain', 'BR'],
    ['plain text with newline', 'BR\n', 'text/plain; charset=utf-8', 'BR'],
    ['plain text, no content type', 'US', undefined, 'US'],
    ['plain text, null content type', 'US', null, 'US'],
    ['lowercase text', 'mx\n', 'text/plain', 'MX'],
    ['surrounding whitespace', '  gb \r\n', 'text/plain', 'GB'],
    ['JSON country_code', '{"country_code":"BR"}', 'application/json', 'BR'],
    ['JSON country', '{"ip":"203.0.113.7","country":"PT"}', 'application/json', 'PT'],
    ['JSON both fields, country_code wins', '{"country":"US","country_code":"ES"}', null, 'ES'],
    [
      'JSON unusable country_code, country used',
      '{"country_code":null,"country":"CL"}',
      null,
      'CL',
    ],
    ['JSON lowercase', '{"country_code":"ar"}', 'application/json', 'AR'],
    ['JSON value with whitespace', '{"country":" co "}', 'application/json', 'CO'],
    ['JSON without content type', ' {"country_code":"AO"}\n', 'text/plain', 'AO'],
    ['JSON string', '"JP"', 'application/json', 'JP'],
    ['3 letters text', 'BRA', 'text/plain', undefined],
    ['3 letters JSON', '{"country_code":"BRA"}', 'application/json', undefined],
    ['full name text', 'Brazil', 'text/plain', undefined],
    ['full name JSON', '{"country":"Brazil"}', 'application/json', undefined],
    ['numbers text', '55', 'text/plain', undefined],
    ['number JSON', '{"country_code":76}', 'application/json', undefined],
    ['letter and digit', 'B2', 'text/plain', undefined],
    ['HTML', '<!doctype html><html><body>BR</body></html>', 'text/html', undefined],
    ['short HTML', '<b>BR</b>', 'text/html', undefined],
    ['empty', '', 'text/plain', undefined],
    ['whitespace only', ' \n', 'text/plain', undefined],
    ['invalid JSON', '{"country_code":', 'application/json', undefined],
    ['text labelled as JSON', 'BR', 'application/json', undefined],
    ['nested object', '{"data":{"country_code":"BR"}}', 'application/json', undefined],
    ['nested value', '{"country_code":{"code":"BR"}}', 'application/json', undefined],
    ['array', '["BR"]', 'application/json', undefined],
    ['JSON without the fields', '{"success":false,"message":"limit"}', null, undefined],
    ['JSON null', 'null', 'application/json', undefined],
  ])('%s', (_name, body, contentType, expected) => {
    expect(parseCountryResponse(body, contentType)).toBe(expected);
  });
});

describe('defaultGeoServices', () => {
  // Issue 12: no visitor address to a third party before consent; our server answers the country.
  it('asks our own server only, by a same-origin path', () => {
    expect(defaultGeoServices).toEqual(['/api/geo']);
  });

  it('reads the answer of our server', () => {
    expect(parseCountryResponse('{"country":"BR"}', 'application/json; charset=utf-8')).toBe('BR');
    expect(parseCountryResponse('{"country":null}', 'application/json; charset=utf-8')).toBe(
      undefined,
    );
  });
});

function textResponse(body: string, contentType = 'text/plain', ok = true): GeoResponse {
  return {
    ok,
    text: () => Promise.resolve(body),
    headers: { get: (name) => (name.toLowerCase() === 'content-type' ? contentType : null) },
  };
}

const jsonResponse = (body: unknown) => textResponse(JSON.stringify(body), 'application/json');

type Answer = GeoResponse | Error | 'hang';

/** Fake fetch answering each URL from a table; 'hang' never settles and ignores the signal. */
function fakeFetch(answers: Record<string, Answer>) {
  return vi.fn<GeoFetch>((url) => {
    const answer = answers[url];
    if (answer === undefined) return Promise.reject(new Error(`unexpected ${url}`));
    if (answer === 'hang') return new Promise<never>(() => {});
    return answer instanceof Error ? Promise.reject(answer) : Promise.resolve(answer);
  });
}

const services = ['https://one.test/', 'https://two.test/', 'https://three.test/'] as const;
const [one, two, three] = services;

function calledUrls(fetch: ReturnType<typeof fakeFetch>): string[] {
  return fetch.mock.calls.map(([url]) => url);
}

describe('lookupCountry', () => {
  afterEach(() => {
    vi.useRealTimers();
  });

  it.each<[string, Record<string, Answer>, string | undefined, string[]]>([
    ['first answers', { [one]: textResponse('BR\n') }, 'BR', [one]],
    ['first JSON answers', { [one]: jsonResponse({ country_code: 'es' }) }, 'ES', [one]],
    [
      'first network error, second answers, third untouched',
      { [one]: new Error('offline'), [two]: jsonResponse({ country_code: 'PT' }) },
      'PT',
      [one, two],
    ],
    [
      'first non-OK, second answers',
      { [one]: textResponse('Too many requests', 'text/plain', false), [two]: textResponse('MX') },
      'MX',
      [one, two],
    ],
    [
      'non-OK with a code-like body is still a failure',
      { [one]: textResponse('BR', 'text/plain', false), [two]: textResponse('CL') },
      'CL',
      [one, two],
    ],
    [
      'first unparsable, second unparsable, third answers',
      {
        [one]: textResponse('<html></html>', 'text/html'),
        [two]: jsonResponse({ country: 'Brazil' }),
        [three]: jsonResponse({ ip: '203.0.113.7', country: 'AR' }),
      },
      'AR',
      [one, two, three],
    ],
    [
      'all fail',
      {
        [one]: new Error('offline'),
        [two]: textResponse('', 'text/plain', false),
        [three]: textResponse('XYZ'),
      },
      undefined,
      [one, two, three],
    ],
  ])('%s', async (_name, answers, expected, urls) => {
    const fetch = fakeFetch(answers);
    const log = vi.fn();
    await expect(lookupCountry({ services, fetch, log })).resolves.toBe(expected);
    expect(calledUrls(fetch)).toEqual(urls);
    // Every service before the winner (or all of them) was logged once.
    expect(log).toHaveBeenCalledTimes(expected === undefined ? urls.length : urls.length - 1);
  });

  it('asks the next service only after the previous one has failed', async () => {
    let failFirst: (err: Error) => void = () => {};
    const fetch = vi.fn<GeoFetch>((url) =>
      url === one
        ? new Promise((_, reject) => {
            failFirst = reject;
          })
        : Promise.resolve(textResponse('BR')),
    );
    const result = lookupCountry({ services, fetch });
    await Promise.resolve();
    expect(calledUrls(fetch)).toEqual([one]);
    failFirst(new Error('offline'));
    await expect(result).resolves.toBe('BR');
    expect(calledUrls(fetch)).toEqual([one, two]);
  });

  it('logs each failure with its cause', async () => {
    const cause = new Error('offline');
    const log = vi.fn();
    const fetch = fakeFetch({
      [one]: cause,
      [two]: textResponse('Brazil'),
      [three]: textResponse('BR'),
    });
    await lookupCountry({ services, fetch, log });
    expect(log).toHaveBeenNthCalledWith(1, expect.stringContaining(one), cause);
    expect(log).toHaveBeenNthCalledWith(2, expect.stringContaining(two));
  });

  it('treats a body that fails to read as a service failure', async () => {
    const log = vi.fn();
    const broken: GeoResponse = {
      ok: true,
      text: () => Promise.reject(new Error('stream broke')),
      headers: { get: () => null },
    };
    const fetch = fakeFetch({ [one]: broken, [two]: textResponse('UY') });
    await expect(lookupCountry({ services, fetch, log })).resolves.toBe('UY');
    expect(log).toHaveBeenCalledWith(expect.stringContaining(one), expect.any(Error));
  });

  it('treats a fetch that throws synchronously as a service failure', async () => {
    const fetch = vi.fn<GeoFetch>((url) => {
      if (url === one) throw new TypeError('bad url');
      return Promise.resolve(textResponse('PE'));
    });
    await expect(lookupCountry({ services, fetch })).resolves.toBe('PE');
  });

  it.each<[readonly string[]]>([[services], [defaultGeoServices]])(
    'disabled: gives undefined and never fetches %j',
    async (urls) => {
      const fetch = fakeFetch(Object.fromEntries(urls.map((url) => [url, textResponse('BR')])));
      await expect(
        lookupCountry({ services: urls, fetch, enabled: false }),
      ).resolves.toBeUndefined();
      expect(fetch).not.toHaveBeenCalled();
    },
  );

  it('with no services gives undefined without fetching', async () => {
    const fetch = fakeFetch({});
    await expect(lookupCountry({ services: [], fetch })).resolves.toBeUndefined();
    expect(fetch).not.toHaveBeenCalled();
  });

  it('gives each service 5000 ms by default, aborts it, then moves on', async () => {
    vi.useFakeTimers();
    expect(geoLookupTimeoutMs).toBe(5000);
    const log = vi.fn();
    const fetch = fakeFetch({ [one]: 'hang', [two]: textResponse('CO') });
    const result = lookupCountry({ services, fetch, log });

    await vi.advanceTimersByTimeAsync(4999);
    expect(calledUrls(fetch)).toEqual([one]);
    const signal = fetch.mock.calls[0]?.[1].signal;
    expect(signal?.aborted).toBe(false);

    await vi.advanceTimersByTimeAsync(1);
    expect(signal?.aborted).toBe(true);
    await expect(result).resolves.toBe('CO');
    expect(calledUrls(fetch)).toEqual([one, two]);
    expect(log).toHaveBeenCalledWith(expect.stringContaining(one), expect.any(Error));
    expect(vi.getTimerCount()).toBe(0);
  });

  it('restarts the timeout for every service', async () => {
    vi.useFakeTimers();
    const fetch = fakeFetch({ [one]: 'hang', [two]: 'hang', [three]: 'hang' });
    const result = lookupCountry({ services, fetch });

    await vi.advanceTimersByTimeAsync(5000);
    expect(calledUrls(fetch)).toEqual([one, two]);
    await vi.advanceTimersByTimeAsync(4999);
    expect(calledUrls(fetch)).toEqual([one, two]);
    await vi.advanceTimersByTimeAsync(1);
    expect(calledUrls(fetch)).toEqual([one, two, three]);
    await vi.advanceTimersByTimeAsync(5000);
    await expect(result).resolves.toBeUndefined();
  });

  it('times out a body that never arrives', async () => {
    vi.useFakeTimers();
    const slowBody: GeoResponse = {
      ok: true,
      text: () => new Promise<never>(() => {}),
      headers: { get: () => 'text/plain' },
    };
    const fetch = fakeFetch({ [one]: slowBody, [two]: textResponse('VE') });
    const result = lookupCountry({ services, fetch });
    await vi.advanceTimersByTimeAsync(5000);
    await expect(result).resolves.toBe('VE');
  });

  it('honours a custom timeout', async () => {
    vi.useFakeTimers();
    const fetch = fakeFetch({ [one]: 'hang', [two]: textResponse('NZ') });
    const result = lookupCountry({ services, fetch, timeoutMs: 100 });
    await vi.advanceTimersByTimeAsync(100);
    await expect(result).resolves.toBe('NZ');
  });

  it('clears its timer when a service answers in time', async () => {
    vi.useFakeTimers();
    const fetch = fakeFetch({ [one]: textResponse('BR') });
    await expect(lookupCountry({ services, fetch })).resolves.toBe('BR');
    expect(vi.getTimerCount()).toBe(0);
    expect(fetch.mock.calls[0]?.[1].signal.aborted).toBe(false);
  });
});
