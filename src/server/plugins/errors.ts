import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { ZodError } from 'zod';
import { toFieldErrors } from '../../shared/schemas/field-errors.ts';
import { isDatabaseUnavailable } from '../db/errors.ts';
import type { Translate } from './i18n.ts';

/** Every non-2xx answer of the API has this shape (spec 01 §8; issue "Errors"). */
export interface ErrorBody {
  message: string;
  fieldErrors?: Record<string, string[]>;
}

export function sendError(
  reply: FastifyReply,
  status: number,
  message: string,
  fieldErrors?: Record<string, string[]>,
): FastifyReply {
  const body: ErrorBody = fieldErrors ? { message, fieldErrors } : { message };
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
  app.setErrorHandler((error: FastifyError, request: FastifyRequest, reply: FastifyReply) => {
    const t = request.t;
    if (error instanceof ZodError) return sendValidationError(reply, t, toFieldErrors(error));
    if (
      error.code === 'FST_ERR_CTP_INVALID_JSON_BODY' ||
      error.code === 'FST_ERR_CTP_EMPTY_JSON_BODY' ||
      (error.statusCode === 400 && error instanceof SyntaxError)
    ) {
      return sendError(reply, 400, t('common:errors.malformedJson'));
    }
    if (isDatabaseUnavailable(error)) {
      request.log.warn({ err: error }, 'database unavailable');
      reply.header('retry-after', '5');
      return sendError(reply, 503, t('common:errors.unavailable'));
    }
    const status = error.statusCode ?? 500;
    if (status >= 400 && status < 500) {
      const key = clientErrorKeys[status];
      // Framework messages are English and technical: the visitor gets a translated generic one.
      if (!key) request.log.info({ err: error }, 'request refused');
      return sendError(reply, status, t(key ?? 'common:errors.badRequest'));
    }
    request.log.error({ err: error }, 'unhandled error');
    return sendError(reply, 500, t('common:errors.internal'));
  });
}
