import type { FastifyInstance, FastifyRequest } from 'fastify';
import {
  CONSENT_VERSION,
  consentCookieMaxAgeSeconds,
  consentCookieName,
  consentCookieValue,
  type ConsentChoice,
} from '#shared/consent-cookie.ts';
import { errorBodySchema } from '#shared/schemas/api.ts';
import { consentAnswerSchema, consentRequestSchema } from '#shared/schemas/consent.ts';
import type { Config } from '#server/config.ts';
import type { ZodTypeProvider } from '#server/plugins/zod-type-provider.ts';

const formType = 'application/x-www-form-urlencoded';

/** Far above the banner's form (`choice` and a path); the app's 100 KB limit is for the rest. */
const formBodyLimitBytes = 4096;

/**
 * Where a form post goes back to (issue 26 §1): the page it came from, given as the form's hidden
 * `return` field, else its `Referer`, kept only when it is a path of this very site; anything else
 * (another host, `//host`, `/\host`, a path that normalises to `//host`, our API) sends the
 * visitor home. Never an open redirect: the answer is always a path, never a URL.
 */
export function returnPath(
  wish: string | undefined,
  referer: string | undefined,
  siteOrigins: readonly string[],
): string {
  const home = '/';
  const local = (candidate: string | undefined, base?: string): string | undefined => {
    if (!candidate) return undefined;
    let url: URL;
    try {
      url = new URL(candidate, base);
    } catch {
      return undefined;
    }
    const path = url.pathname + url.search;
    if (!siteOrigins.includes(url.origin) || path.startsWith('//')) return undefined;
    if (path === '/api' || path.startsWith('/api/')) return undefined;
    return path;
  };
  const origin = siteOrigins[0] ?? 'http://localhost';
  // The field must itself be a path: an absolute URL in it is refused even for our own host.
  const fromField = wish?.startsWith('/') ? local(wish, origin) : undefined;
  // A Referer is an absolute URL, never resolved against anything.
  return fromField ?? local(referer) ?? home;
}

/**
 * The cookie banner's choice (issue 26 §1, decision 0085). With JavaScript off the banner's form
 * posts here: the choice goes into the `nexus.consent` cookie and the visitor is sent back to the
 * page (303, so the browser follows with a GET), which the server now serves without the banner.
 * The page's scripts write the same cookie themselves and do not need this route; a JSON client
 * gets the choice back. A foreign `Origin` is refused by the app-wide check (plugins/security.ts)
 * before this runs; a same-site form post sends our origin. Nothing is stored on the server.
 */
export async function consentRoutes(
  fastify: FastifyInstance,
  { config }: { config: Config },
): Promise<void> {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const secure = config.appUrl.protocol === 'https:';

  // Only this plugin's routes take HTML forms (Fastify scopes a parser to its plugin). The
  // platform's own parser: a library for two fields was not worth it (decision 0085).
  app.addContentTypeParser(
    formType,
    { parseAs: 'string', bodyLimit: formBodyLimitBytes },
    (_request, body, done) => {
      done(null, Object.fromEntries(new URLSearchParams(String(body))));
    },
  );

  app.post(
    '/api/consent',
    {
      schema: {
        body: consentRequestSchema,
        response: { 200: consentAnswerSchema, '4xx': errorBodySchema, '5xx': errorBodySchema },
      },
    },
    async (request, reply) => {
      const choice: ConsentChoice = {
        version: CONSENT_VERSION,
        analytics: request.body.choice === 'accept',
        decidedAt: new Date().toISOString(),
      };
      // Through @fastify/cookie (decision 0116), the value as is: it holds only cookie-safe
      // characters, and the page's scripts read it unencoded (consentCookiePattern).
      reply.setCookie(consentCookieName, consentCookieValue(choice), {
        encode: String,
        maxAge: consentCookieMaxAgeSeconds,
        path: '/',
        sameSite: 'lax',
        secure,
      });
      if (!isFormPost(request)) return reply.code(200).send(choice);
      const ownOrigin = `${request.protocol}://${request.host}`;
      const to = returnPath(request.body.return, request.headers.referer, [
        config.appUrl.origin,
        ownOrigin,
      ]);
      return reply.redirect(to, 303);
    },
  );
}

function isFormPost(request: FastifyRequest): boolean {
  return (request.headers['content-type'] ?? '').toLowerCase().startsWith(formType);
}
