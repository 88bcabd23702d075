import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { ZodError } from 'zod';
import { toFieldErrors } from '#shared/schemas/field-errors.ts';
import { isDatabaseUnavailable } from '#server/db/errors.ts';
import type { Translate } from './i18n.ts';

/** Every non-2xx answer of the API has this shape (spec 01 §8; issue "Errors"). */
export interface ErrorBody {
  message: string;
  fieldErrors?: Record<string, string[]>;
  /** A refusal the client acts on rather than shows (the admin API's second factor, 0029). */
  code?: string;
}

export function sendError(
  reply: FastifyReply,
  status: number,
  message: string,
  fieldErrors?: Record<string, string[]>,
  extra: { code?: string } = {},
): FastifyReply {
  const body: ErrorBody = fieldErrors ? { message, fieldErrors, ...extra } : { message, ...extra };
  return reply.code(status).type('application/json; charset=utf-8').send(body);
}

/** Translates the i18n keys zod reports (src/shared/schemas/messages.ts) into the visitor's language. */
export function sendValidationError(
  reply: FastifyReply,
  t: Translate,
  fieldErrors: Record<string, string[]>,
): FastifyReply {
  const translated = Object.fromEntries(
    Object.entries(fieldErrors).map(([field, keys]) => [field, keys.map((k) => t(`common:${k}`))]),
  );
  return sendError(reply, 400, t('common:errors.validation'), translated);
}

const clientErrorKeys: Record<number, `common:errors.${string}`> = {
  401: 'common:errors.unauthorized',
  403: 'common:errors.forbidden',
  404: 'common:errors.notFound',
  413: 'common:errors.payloadTooLarge',
  415: 'common:errors.unsupportedMediaType',
  429: 'common:errors.rateLimited',
};

/**
 * One error handler for the whole app: expected client mistakes become a clear 4xx, a database
 * outage a 503, and anything else a generic 500 whose detail stays in the log (STYLE.md habit 5).
 */
export function registerErrorHandler(app: FastifyInstance): void {
  app.setErrorHandler(async (error: FastifyError, request: FastifyRequest, reply: FastifyReply) => {
    const t = request.t;
    if (error instanceof ZodError) return sendValidationError(reply, t, toFieldErrors(error));
    if (
      error.code === 'FST_ERR_CTP_INVALID_JSON_BODY' ||
      error.code === 'FST_ERR_CTP_EMPTY_JSON_BODY' ||
      (error.statusCode === 400 && error instanceof SyntaxError)
    ) {
      return sendError(reply, 400, t('common:errors.malformedJson'));
    }
    const status = error.statusCode ?? 500;
    if (status >= 400 && status < 500 && !isDatabaseUnavailable(error)) {
      const key = clientErrorKeys[status];
      // Framework messages are English and technical: the visitor gets a translated generic one.
      if (!key) request.log.info({ err: error }, 'request refused');
      return sendError(reply, status, t(key ?? 'common:errors.badRequest'));
    }
    if (isDatabaseUnavailable(error) || (await databaseUnreachable(request))) {
      request.log.warn({ err: error }, 'database unavailable');
      reply.header('retry-after', String(retryAfterSeconds));
      return sendError(reply, 503, t('common:errors.unavailable'));
    }
    request.log.error({ err: error }, 'unhandled error');
    return sendError(reply, 500, t('common:errors.internal'));
  });
}

/** How long a client should wait after a 503: about as long as a PostgreSQL restart takes. */
const retryAfterSeconds = 5;

/**
 * Some libraries replace a driver error by their own before it reaches us (Better Auth turns a
 * failed session read into "FAILED_TO_GET_SESSION" and sometimes drops the cause). Before calling
 * an error a bug, ask the database itself: if it cannot answer, the visitor gets a 503, not a 500
 * (issue "Operations" §3; decision 0020). This costs one query, on the error path only.
 */
async function databaseUnreachable(request: FastifyRequest): Promise<boolean> {
  try {
    await request.server.database.ping();
    return false;
  } catch (pingError) {
    return isDatabaseUnavailable(pingError);
  }
}
