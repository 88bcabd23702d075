import { describe, expect, it } from 'vitest';
import { relaxedRateLimits, send, useTestApp } from '#server/test/app-harness.ts';
import { testDatabases } from '#server/test/databases.ts';
import { createCountryLookup } from './country-lookup.ts';

/**
 * Issue 12: the country step of first-visit detection is answered by our own server, from the
 * client address as TRUST_PROXY defines it. Addresses are from long-standing national blocks
 * (Brazilian and Spanish carriers, a US resolver) so a newer database keeps these answers.
 */

const proxy = '10.0.0.1';
const addresses: [address: string, country: string | null][] = [
  ['200.147.67.142', 'BR'],
  ['177.0.0.1', 'BR'],
  ['2804:14c::1', 'BR'],
  ['81.0.0.1', 'ES'],
  ['2a02:9000::1', 'ES'],
  ['8.8.8.8', 'US'],
  ['2001:4860:4860::8888', 'US'],
  // Private, loopback and documentation addresses belong to no country.
  ['127.0.0.1', null],
  ['192.168.1.10', null],
  ['203.0.113.7', null],
  ['100.64.0.1', null],
  ['::1', null],
  ['fd00::1', null],
  ['2001:db8::1', null],
];

describe.each(testDatabases)('GET /api/geo on %s', (kind) => {
  describe('behind a trusted proxy (TRUST_PROXY=true)', () => {
    const t = useTestApp(kind, { ...relaxedRateLimits, TRUST_PROXY: 'true' });

    it.each(addresses)('answers the country of %s: %s', async (address, country) => {
      const response = await send(t.app, {
        method: 'GET',
        url: '/api/geo',
        remoteAddress: proxy,
        headers: { 'x-forwarded-for': address },
      });
      expect(response.statusCode).toBe(200);
      expect(response.json()).toEqual({ country });
      expect(response.headers['cache-control']).toBe('no-store');
    });

    it('takes the address the proxy saw, not one the client wrote in front of it', async () => {
      const response = await send(t.app, {
        method: 'GET',
        url: '/api/geo',
        remoteAddress: proxy,
        headers: { 'x-forwarded-for': '8.8.8.8, 200.147.67.142' },
      });
      expect(response.json()).toEqual({ country: 'BR' });
    });
  });

  describe('with no proxy trusted (the default)', () => {
    const t = useTestApp(kind);

    it('answers for the connecting address and ignores X-Forwarded-For', async () => {
      const response = await send(t.app, {
        method: 'GET',
        url: '/api/geo',
        remoteAddress: '81.0.0.1',
        headers: { 'x-forwarded-for': '200.147.67.142' },
      });
      expect(response.json()).toEqual({ country: 'ES' });
    });
  });
});

describe('createCountryLookup', () => {
  it('answers no country, and says why once, when its database cannot be read', async () => {
    const errors: string[] = [];
    const lookup = createCountryLookup('/nonexistent/country.mmdb', {
      error: (_details, message) => errors.push(message),
    });
    expect(await lookup.countryOf('200.147.67.142')).toBeNull();
    expect(await lookup.countryOf('8.8.8.8')).toBeNull();
    expect(errors).toHaveLength(1);
  });

  it.each(['', 'not-an-address', '999.1.1.1', '200.147.67.142\u0000'])(
    'answers no country for %j',
    async (address) => {
      expect(await createCountryLookup().countryOf(address)).toBeNull();
    },
  );

  it('reads an IPv4 address written as IPv6 (dual-stack sockets)', async () => {
    expect(await createCountryLookup().countryOf('::ffff:200.147.67.142')).toBe('BR');
  });
});
