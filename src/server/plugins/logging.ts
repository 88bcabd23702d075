import type { FastifyServerOptions } from 'fastify';
import type { Config } from '#server/config.ts';

/** Query parameters that can carry a secret (reset links) are masked before a URL is logged. */
const secretParams = /([?&](?:token|code|password|secret)=)[^&#]*/gi;

export function maskUrl(url: string): string {
  return url.replace(secretParams, '$1[redacted]');
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
      censor: '[redacted]',
    },
    serializers: {
      req(request: { method: string; url: string; ip?: string }) {
        return { method: request.method, url: maskUrl(request.url), ip: request.ip };
      },
    },
  };
}
