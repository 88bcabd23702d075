import {
  LogController,
  type FastifyBaseLogger,
  type FastifyReply,
  type FastifyRequest,
  type FastifyServerOptions,
} from 'fastify';
import type { Config } from '#server/config.ts';

const masked = '[redacted]';

/**
 * The URL as the request line logs it: path and parameter names kept, every query value masked
 * (`/admin?q=ana@example.com&page=2` → `/admin?q=[redacted]&page=[redacted]`). Values carry
 * reset tokens, admins' searches for leads' e-mails (`/admin?q=`, `/api/contacts?q=`) and, on
 * public pages, a sign-in `redirect` holding either of those: no list of private routes or
 * parameters would stay complete, so none is kept (issue 22, decision 0078). A parameter without
 * `=` is all value. Split by hand: no pattern runs over the client's text on every request.
 */
export function maskUrl(url: string): string {
  const start = url.indexOf('?');
  if (start === -1) return url;
  const params = url
    .slice(start + 1)
    .split('&')
    .map((param) => {
      if (param === '') return param;
      const equals = param.indexOf('=');
      if (equals === -1) return masked;
      return equals === param.length - 1 ? param : `${param.slice(0, equals + 1)}${masked}`;
    });
  return `${url.slice(0, start + 1)}${params.join('&')}`;
}

/**
 * pino settings. Requests are logged without headers or bodies (so no cookies or passwords), URLs
 * are masked, and the paths below are redacted wherever an object with them is logged.
 */
export function loggerOptions(
  config: Config,
  stream?: NodeJS.WritableStream,
): FastifyServerOptions['logger'] {
  return {
    level: config.logLevel,
    ...(stream ? { stream } : {}),
    redact: {
      paths: [
        'req.headers.cookie',
        'req.headers.authorization',
        'res.headers["set-cookie"]',
        '*.password',
        '*.confirmPassword',
        '*.newPassword',
        '*.currentPassword',
        '*.token',
        '*.cookie',
        '*.sessionSecret',
      ],
      censor: masked,
    },
    serializers: {
      req(request: { method: string; url: string; ip?: string }) {
        return { method: request.method, url: maskUrl(request.url), ip: request.ip };
      },
    },
  };
}

/**
 * The logger of the per-request line: the app's logger without the redaction pass, made once per
 * app logger. That line holds only what the serializers above make of the request and the reply
 * (method, masked URL, client address; status) and the time: no field any redact path names can
 * be in it, yet pino's redaction deep-copied each of its objects for every request (decision 0034).
 * Lines that carry anything else, errors included, go through the redacting logger.
 */
const plainLoggers = new WeakMap<FastifyBaseLogger, FastifyBaseLogger>();

function plainLogger(log: FastifyBaseLogger): FastifyBaseLogger {
  let plain = plainLoggers.get(log);
  if (!plain) {
    plain = log.child({}, { redact: { paths: [] } });
    plainLoggers.set(log, plain);
  }
  return plain;
}

/**
 * One line per request, when it is answered: method, masked URL and client address (the `req`
 * serializer above), status and time. Fastify's default writes two lines per request, on arrival
 * and on answer; on the hot paths of issue 13 the first line and its redaction pass were about a
 * tenth of the CPU (decision 0033). A request that fails is still logged as Fastify does it.
 */
class OneLinePerRequest extends LogController {
  override incomingRequest(): void {}

  override requestCompleted(
    error: Error | null | undefined,
    request: FastifyRequest,
    reply: FastifyReply,
  ): void {
    if (error) {
      reply.log.error(
        { req: request, res: reply, err: error, responseTime: reply.elapsedTime },
        'request errored',
      );
    } else {
      // The same line reply.log would write (its one binding, reqId, first), unredacted.
      plainLogger(request.server.log).info(
        { reqId: request.id, req: request, res: reply, responseTime: reply.elapsedTime },
        'request completed',
      );
    }
  }
}

export function requestLogController(): LogController {
  return new OneLinePerRequest();
}
