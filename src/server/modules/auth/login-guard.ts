import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { Config } from '#server/config.ts';
import type { LimitState, RateLimiter } from '#server/plugins/rate-limit.ts';
import { rateLimitKeys } from './rate-limit-keys.ts';

/**
 * Who may try a password, and how often (issue 12 finding 3; decision 0026, after OWASP's "device
 * cookies"):
 * 1. The client address is counted first. Once it is over its limit it is refused before anything
 *    else is looked at, and nothing more is counted for it or for the account it named.
 * 2. A browser that signed in to this account before carries a device cookie signed for it: its
 *    failures count against that browser only, so strangers' guesses never lock the owner out of
 *    it.
 * 3. Any other client is a stranger: strangers' failures share one counter per account, so guessing
 *    spread over many addresses still meets a limit.
 * Each counter is checked before it is counted, so a refused attempt adds nothing.
 *
 * A browser is known once it has shown it belongs to the owner: a sign-in, and (issue 22 finding 2,
 * decision 0076) the registration that made the account, the verification link or a password reset
 * opened from the mailbox. Before that, a browser that registered was a stranger once signed out.
 */

/** A year: long enough to cover the browsers a person actually uses. */
const deviceCookieMaxAgeSeconds = 365 * 24 * 60 * 60;

export interface LoginAttempt {
  /** Undefined when the attempt may go on to the password check. */
  refused?: LimitState;
  /** Call after a successful sign-in: gives the attempt back and marks this browser as known. */
  succeeded(reply: FastifyReply): Promise<void>;
}

export interface LoginGuard {
  begin(request: FastifyRequest, email: string): Promise<LoginAttempt>;
  /** Marks this browser as the owner's of `email`: its device cookie goes out with `reply`. */
  trustBrowser(reply: FastifyReply, email: string): void;
}

export function createLoginGuard(deps: { config: Config; limiter: RateLimiter }): LoginGuard {
  const { config, limiter } = deps;
  const { loginIp, loginAccount } = config.rateLimits;
  const https = config.appUrl.protocol === 'https:';
  // The __Secure- prefix makes browsers refuse the cookie unless it came over https (as Better
  // Auth's own cookies do under the same condition).
  const cookieName = `${https ? '__Secure-' : ''}nexus.device`;

  const signature = (email: string, nonce: string) =>
    createHmac('sha256', config.sessionSecret)
      .update(`device-cookie:${email}:${nonce}`)
      .digest('base64url');

  /** The nonce of a device cookie signed for this e-mail, or undefined. */
  const knownDevice = (request: FastifyRequest, email: string): string | undefined => {
    const value = request.cookies[cookieName];
    const dot = value?.indexOf('.') ?? -1;
    if (!value || dot < 1) return undefined;
    const nonce = value.slice(0, dot);
    const given = Buffer.from(value.slice(dot + 1));
    const expected = Buffer.from(signature(email, nonce));
    return given.length === expected.length && timingSafeEqual(given, expected) ? nonce : undefined;
  };

  const issueDeviceCookie = (reply: FastifyReply, email: string) => {
    const nonce = randomBytes(16).toString('base64url');
    // Signed for the e-mail as the sign-in form sends it (lower-cased by its schema); nonce and
    // signature are base64url, so the value is the same encoded or not.
    reply.setCookie(cookieName, `${nonce}.${signature(email.toLowerCase(), nonce)}`, {
      maxAge: deviceCookieMaxAgeSeconds,
      // Sent with sign-in attempts only: no other request needs it.
      path: '/api/login',
      httpOnly: true,
      sameSite: 'strict',
      secure: https,
    });
  };

  /** Counts one event for `key` unless it is already at its limit (one statement, decision 0100). */
  const countUnlessFull = (key: string, rule: typeof loginIp) => limiter.hitUnlessFull(key, rule);

  return {
    async begin(request, email) {
      const ipKey = `login:ip:${request.ip}`;
      const ip = await countUnlessFull(ipKey, loginIp);
      if (ip.limited) return { refused: ip, succeeded: async () => undefined };

      const device = knownDevice(request, email);
      const key = device ? rateLimitKeys.loginDevice(device) : rateLimitKeys.login(email);
      // Counted before the password is checked, so parallel guesses cannot slip past the limit.
      const own = await countUnlessFull(key, loginAccount);
      if (own.limited) {
        // Refused without a look at the password: not an attempt this address made.
        await limiter.refund(ipKey);
        return { refused: own, succeeded: async () => undefined };
      }
      return {
        async succeeded(reply) {
          // Two keys, no order between them: side by side, one round trip's wait (decision 0100).
          await Promise.all([limiter.reset(key), limiter.refund(ipKey)]);
          if (!device) issueDeviceCookie(reply, email);
        },
      };
    },
    trustBrowser: issueDeviceCookie,
  };
}
