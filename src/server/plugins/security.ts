import type { FastifyInstance } from 'fastify';
import type { Config } from '#server/config.ts';

/** CSP for anything that is not an HTML page (JSON, files): it may not load or frame anything. */
const lockedDownCsp = "default-src 'none'; frame-ancestors 'none'; base-uri 'none'";

/**
 * The CSP of an HTML page. Inline scripts that React Router emits are allowed by their hash only,
 * never by 'unsafe-inline' (see static.ts). Styles allow inline because React sets style attributes.
 */
/** Google tag (GA4) origins, allowed only when a measurement id is configured. */
const googleTag = {
  script: ['https://www.googletagmanager.com'],
  connect: [
    'https://*.google-analytics.com',
    'https://*.analytics.google.com',
    'https://*.googletagmanager.com',
  ],
  img: ['https://*.google-analytics.com', 'https://*.googletagmanager.com'],
};

export function pageCsp(
  scriptHashes: readonly string[],
  https: boolean,
  analytics = false,
): string {
  const scripts = [
    "'self'",
    ...scriptHashes.map((h) => `'sha256-${h}'`),
    ...(analytics ? googleTag.script : []),
  ].join(' ');
  return [
    "default-src 'self'",
    `script-src ${scripts}`,
    "style-src 'self' 'unsafe-inline'",
    ['img-src', "'self'", 'data:', ...(analytics ? googleTag.img : [])].join(' '),
    "font-src 'self'",
    // The visitor's country comes from our own /api/geo (issue 12): no other origin is reachable.
    ['connect-src', "'self'", ...(analytics ? googleTag.connect : [])].join(' '),
    "manifest-src 'self'",
    "worker-src 'self'",
    "object-src 'none'",
    "base-uri 'self'",
    "form-action 'self'",
    "frame-ancestors 'none'",
    ...(https ? ['upgrade-insecure-requests'] : []),
  ].join('; ');
}

const isApiPath = (url: string) =>
  url === '/api' || url.startsWith('/api/') || url.startsWith('/api?');

/** Strict headers on every response; pages replace the CSP with their own (static.ts). */
export function registerSecurityHeaders(app: FastifyInstance, config: Config): void {
  const https = config.appUrl.protocol === 'https:';
  app.addHook('onSend', async (request, reply, payload) => {
    // Every API answer is about someone (a session, an account, leads) or says whether they are
    // signed in: no browser or proxy may keep a copy (issue 12).
    if (isApiPath(request.url) && !reply.hasHeader('cache-control')) {
      reply.header('cache-control', 'no-store');
    }
    reply.header('x-content-type-options', 'nosniff');
    reply.header('referrer-policy', 'strict-origin-when-cross-origin');
    reply.header('x-frame-options', 'DENY');
    reply.header('cross-origin-opener-policy', 'same-origin');
    reply.header('permissions-policy', 'camera=(), microphone=(), geolocation=(), payment=()');
    if (https) reply.header('strict-transport-security', 'max-age=63072000; includeSubDomains');
    if (!reply.hasHeader('content-security-policy')) {
      reply.header('content-security-policy', lockedDownCsp);
    }
    return payload;
  });
}

const safeMethods = new Set(['GET', 'HEAD', 'OPTIONS']);

/**
 * Refuses state-changing requests sent by another site (CSRF): a browser always names the page's
 * origin in `Origin` on such requests. Requests without it (curl, server-to-server) carry no
 * ambient browser credentials of a victim, so they pass. The request's own host is accepted too,
 * so the site works at http://127.0.0.1:3000 as well as at APP_URL.
 */
export function registerOriginCheck(app: FastifyInstance, config: Config): void {
  const appOrigin = config.appUrl.origin;
  app.addHook('onRequest', async (request, reply) => {
    if (safeMethods.has(request.method)) return;
    const origin = request.headers.origin;
    const fetchSite = request.headers['sec-fetch-site'];
    const ownOrigin = `${request.protocol}://${request.host}`;
    const foreign =
      (origin !== undefined && origin !== appOrigin && origin !== ownOrigin) ||
      fetchSite === 'cross-site';
    if (foreign) {
      request.log.warn({ origin, fetchSite }, 'refused cross-origin state change');
      return reply
        .code(403)
        .type('application/json; charset=utf-8')
        .send({ message: request.t('common:errors.foreignOrigin') });
    }
  });
}
