import { createHmac } from 'node:crypto';
import type { ForgotPasswordData } from '#shared/schemas/forgot-password.ts';
import type { Config, RateLimitRule } from '#server/config.ts';
import type { LimitState, NamedLimit, RateLimiter } from '#server/plugins/rate-limit.ts';
import { resetTokenLifetimeSeconds } from './password-reset.ts';
import { rateLimitKeys } from './rate-limit-keys.ts';

/**
 * Who may have a reset mail sent, and how often (issue 22 finding 2; decision 0076, amending
 * 0026). A request that passes queues one mail job and is answered 200; one that does not is
 * answered 429 with Retry-After and queues nothing. Never a 200 for a request that was dropped:
 * the owner must be able to trust "we will send a link".
 * 1. The client address is counted first (`RATE_LIMIT_RECOVERY_MAX` per window), every request, as
 *    before: it bounds what one address may ask for, whatever the e-mails.
 * 2. The e-mail and the address together (`RATE_LIMIT_RECOVERY_EMAIL_MAX` per hour): a stranger's
 *    address that asked too often for the owner's e-mail is refused, the owner's address is not.
 * 3. The e-mail alone (`RATE_LIMIT_RECOVERY_MAILS_MAX` per hour): mails to one inbox from any
 *    number of addresses. Counted for any e-mail typed, registered or not, so the answer says
 *    nothing about accounts; and, with 2, one address can never use it up on its own.
 * 2 and 3 count mails queued only: each is checked before it is counted, and a request refused by
 * 3 gives 2 its count back.
 */
export function createRecoveryGuard(deps: { config: Config; limiter: RateLimiter }): NamedLimit {
  const { config, limiter } = deps;
  const { recovery, recoveryEmail, recoveryMails } = config.rateLimits;
  // The caps' window is a link's lifetime: when they refuse, every link the inbox got in the
  // window still works, so the 429 can honestly point the owner at the latest one.
  for (const rule of [recoveryEmail, recoveryMails]) {
    if (rule.windowSeconds !== resetTokenLifetimeSeconds)
      throw new Error('the reset-mail caps must count over the lifetime of a reset link');
  }

  const pairDigest = (email: string, ip: string) =>
    createHmac('sha256', config.sessionSecret)
      .update(`recovery-from:${email}\n${ip}`)
      .digest('base64url');

  /** Counts one mail for `key` unless it is at its limit; a count lost to a race is given back. */
  const take = async (key: string, rule: RateLimitRule): Promise<LimitState> => {
    const before = await limiter.peek(key, rule);
    if (before.limited) return before;
    const after = await limiter.hit(key, rule);
    if (after.limited) await limiter.refund(key);
    return after;
  };
  const refusedMails = 'common:errors.recoveryLimited' as const;

  return {
    // After validation: the e-mail is part of the key, and a malformed request costs nothing.
    phase: 'input',
    async begin(request) {
      const address = await limiter.hit(`recovery:ip:${request.ip}`, recovery);
      if (address.limited) return { refused: address };

      const { email } = request.body as ForgotPasswordData;
      const pairKey = rateLimitKeys.recoveryFrom(pairDigest(email, request.ip));
      const pair = await take(pairKey, recoveryEmail);
      if (pair.limited) return { refused: pair, message: refusedMails };
      const inbox = await take(rateLimitKeys.recoveryMails(email), recoveryMails);
      if (inbox.limited) {
        await limiter.refund(pairKey);
        return { refused: inbox, message: refusedMails };
      }
      return {};
    },
  };
}
