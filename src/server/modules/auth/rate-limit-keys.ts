/**
 * Names of the rate-limit counters that belong to one person. Kept in one place because deleting
 * an account must find every counter named after its e-mail or id (issue "Account self-service"
 * §5: no row of the person left behind).
 */
export const rateLimitKeys = {
  /** Failed sign-ins per account, from browsers that never signed in to it (decision 0026). */
  login: (email: string) => `login:account:${email}`,
  /** Failed sign-ins from one browser that signed in before (its device cookie's random nonce). */
  loginDevice: (nonce: string) => `login:device:${nonce}`,
  /**
   * Reset mails queued for one e-mail, whoever asked and whether or not it is registered (issue 22
   * finding 2, decision 0076).
   */
  recoveryMails: (email: string) => `recovery:mails:${email}`,
  /**
   * Reset mails one client address asked for one e-mail: keyed by an HMAC of the pair (its
   * `digest`), so the key names neither, and nothing is left to find when the account is deleted.
   */
  recoveryFrom: (digest: string) => `recovery:from:${digest}`,
  /** Verification e-mails asked for again. */
  verification: (userId: string) => `verification:user:${userId}`,
  /** Wrong current passwords (password change, account deletion). */
  passwordCheck: (userId: string) => `password:user:${userId}`,
  /** Profile edits, session revocations, exports. */
  account: (userId: string) => `account:user:${userId}`,
} as const;

export function personalRateLimitKeys(userId: string, email: string): string[] {
  const normalized = email.toLowerCase();
  return [
    rateLimitKeys.login(normalized),
    rateLimitKeys.recoveryMails(normalized),
    rateLimitKeys.verification(userId),
    rateLimitKeys.passwordCheck(userId),
    rateLimitKeys.account(userId),
  ];
}
