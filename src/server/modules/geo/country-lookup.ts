import { readFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { BlockList, isIP } from 'node:net';
import { Reader, type Response } from 'mmdb-lib';
import { isCountryCode } from '#shared/i18n/locale-rules.ts';

/**
 * The country of a client address, answered from a database that ships with the site (decision
 * 0028: ip-location-db's "geo-whois-asn-country", CC0, republished daily as an npm package), so a
 * visitor's address never goes to a third party to pick their language (issue 12).
 */

/** IPv4 and IPv6 in one file (about 8 MB, read once per process). */
export const defaultCountryDatabase = createRequire(import.meta.url).resolve(
  '@ip-location-db/geo-whois-asn-country-mmdb/geo-whois-asn-country.mmdb',
);

/**
 * ip-location-db's records are `{ country_code: "BR" }`, not MaxMind's shapes that mmdb-lib's types
 * describe; the reader is typed loosely and the field is checked where it is read.
 */
type CountryRecord = Response & { country_code?: unknown };

export interface CountryLookup {
  /** ISO 3166-1 alpha-2 code, or null: private and reserved addresses have no country. */
  countryOf(address: string): Promise<string | null>;
}

/**
 * Special-purpose blocks (RFC 6890 and its updates): private, shared, loopback, link-local,
 * documentation, benchmarking, multicast and reserved space. They belong to no country, though a
 * registry's whois data may still name one for some of them.
 */
const specialPurpose = new BlockList();
for (const [network, prefix] of [
  ['0.0.0.0', 8],
  ['10.0.0.0', 8],
  ['100.64.0.0', 10],
  ['127.0.0.0', 8],
  ['169.254.0.0', 16],
  ['172.16.0.0', 12],
  ['192.0.0.0', 24],
  ['192.0.2.0', 24],
  ['192.168.0.0', 16],
  ['198.18.0.0', 15],
  ['198.51.100.0', 24],
  ['203.0.113.0', 24],
  ['224.0.0.0', 4],
  ['240.0.0.0', 4],
] as const) {
  specialPurpose.addSubnet(network, prefix, 'ipv4');
}
for (const [network, prefix] of [
  ['::', 127],
  ['100::', 64],
  ['2001:db8::', 32],
  ['fc00::', 7],
  ['fe80::', 10],
  ['ff00::', 8],
] as const) {
  specialPurpose.addSubnet(network, prefix, 'ipv6');
}

/** An IPv4 address as Node reports it on a dual-stack socket (`::ffff:203.0.113.7`). */
export function plainAddress(address: string): string {
  const mapped = /^::ffff:(\d{1,3}(?:\.\d{1,3}){3})$/i.exec(address);
  return mapped?.[1] ?? address;
}

export function createCountryLookup(
  file: string = defaultCountryDatabase,
  log?: { error(details: object, message: string): void },
): CountryLookup {
  // Read at the first question, not at start: most requests never ask, and every instance of the
  // test suite would otherwise hold its own 8 MB.
  let reader: Promise<Reader<CountryRecord> | null> | undefined;
  const open = () => {
    reader ??= readFile(file).then(
      (data) => new Reader<CountryRecord>(data),
      (err: unknown) => {
        // Detection goes on without the country (spec 01 §8); the install is what needs fixing.
        log?.error({ err, file }, 'country database unreadable; answering no country');
        return null;
      },
    );
    return reader;
  };
  return {
    async countryOf(address) {
      const ip = plainAddress(address.trim());
      const family = isIP(ip);
      if (family === 0 || specialPurpose.check(ip, family === 4 ? 'ipv4' : 'ipv6')) return null;
      const code = (await open())?.get(ip)?.country_code;
      return isCountryCode(code) ? code.toUpperCase() : null;
    },
  };
}
