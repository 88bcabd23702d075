import { isCountryCode } from './locale-rules.ts';

/** spec 01 §9: each geo service gets 5 seconds before we move on to the next. */
export const geoLookupTimeoutMs = 5000;

/**
 * Where the browser asks for its country (spec 01 §7): our own server only, which answers
 * `{"country":"BR"}` (or null) from a database shipped with the site (issue 12, decision 0028). The
 * public services spec 01 named (ipapi.co, ipwho.is, api.country.is) would learn every first-time
 * visitor's address before any consent, so none is asked; the lookup still takes a list, in order.
 */
export const defaultGeoServices: readonly string[] = ['/api/geo'];

export type GeoResponse = {
  ok: boolean;
  text(): Promise<string>;
  headers: { get(name: string): string | null };
};

/** The slice of the Fetch API the lookup uses; the browser's fetch satisfies it. */
export type GeoFetch = (url: string, init: { signal: AbortSignal }) => Promise<GeoResponse>;

export type LookupCountryOptions = {
  services: readonly string[];
  fetch: GeoFetch;
  timeoutMs?: number;
  log?: (msg: string, err?: unknown) => void;
  /** Config turns this off in tests and CI so nothing reaches the network. */
  enabled?: boolean;
};

function asCountryCode(value: unknown): string | undefined {
  return isCountryCode(value) ? value.trim().toUpperCase() : undefined;
}

function isJsonContentType(contentType: string | null | undefined): boolean {
  return /\bjson\b/i.test(contentType ?? '');
}

function fromJson(text: string): string | undefined {
  let data: unknown;
  try {
    data = JSON.parse(text);
  } catch {
    return undefined;
  }
  if (typeof data === 'string') return asCountryCode(data);
  if (typeof data !== 'object' || data === null || Array.isArray(data)) return undefined;
  const record = data as Record<string, unknown>;
  // spec 01 §7: fields country_code or country; country_code wins when both are usable.
  return asCountryCode(record.country_code) ?? asCountryCode(record.country);
}

/**
 * Reads a two-letter country code from a geo service's answer: plain text ("BR\n") or JSON with
 * country_code or country (spec 01 §7). The body decides as much as the header, because free
 * services are not careful about content types. Anything else gives undefined.
 */
export function parseCountryResponse(
  body: string,
  contentType?: string | null,
): string | undefined {
  const text = body.trim();
  if (/^[{["]/.test(text) || isJsonContentType(contentType)) return fromJson(text);
  return asCountryCode(text);
}

// Races the whole exchange (headers and body) against our own timer as well as aborting: a fetch
// that ignores its signal must not hold the lookup up past timeoutMs.
async function askService(fetch: GeoFetch, url: string, timeoutMs: number) {
  const controller = new AbortController();
  let timer: ReturnType<typeof setTimeout> | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => {
      const err = new Error(`timed out after ${timeoutMs} ms`);
      controller.abort(err);
      reject(err);
    }, timeoutMs);
  });
  try {
    const response = await Promise.race([fetch(url, { signal: controller.signal }), timeout]);
    if (!response.ok) throw new Error('answered with a non-successful status');
    const body = await Promise.race([response.text(), timeout]);
    return parseCountryResponse(body, response.headers.get('content-type'));
  } finally {
    clearTimeout(timer);
  }
}

/**
 * Country of the caller by IP (spec 01 §7): services are asked one after another, never at once,
 * each with its own timeout; the first valid two-letter code wins. A failing service is logged
 * and the next one asked (spec 01 §8); undefined when none answers.
 */
export async function lookupCountry(options: LookupCountryOptions): Promise<string | undefined> {
  const { services, fetch, timeoutMs = geoLookupTimeoutMs, log, enabled = true } = options;
  if (!enabled) return undefined;
  for (const url of services) {
    try {
      const code = await askService(fetch, url, timeoutMs);
      if (code) return code;
      log?.(`Geo lookup: ${url} gave no two-letter country code`);
    } catch (err) {
      log?.(`Geo lookup: ${url} failed`, err);
    }
  }
  return undefined;
}
