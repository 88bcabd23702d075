import { createHmac } from 'node:crypto';
import { organization } from '#shared/organization.ts';

/**
 * Rules of the second factor (issue 12, decision 0029) that Better Auth's two-factor plugin is
 * configured with: what a recovery code is stored as, which sessions count as having passed the
 * second factor, and how many wrong codes an account may see.
 */

/** The name an authenticator app shows beside the account. */
export const twoFactorIssuer = organization.name;

/**
 * Consecutive wrong codes (across sign-in attempts, authenticator and recovery codes alike) before
 * the account's second factor is locked for a while (NIST SP 800-63B §5.2.2). Each sign-in
 * challenge also ends after five wrong codes (Better Auth's own rule).
 */
export const twoFactorLockout = { enabled: true, maxFailedAttempts: 10, durationSeconds: 15 * 60 };

/** Better Auth's endpoints that open a session only after a correct code. */
const secondFactorPaths = new Set(['/two-factor/verify-totp', '/two-factor/verify-backup-code']);

/** The parts of Better Auth's endpoint context the session hook reads. */
interface HookContext {
  path?: string;
  context?: {
    session?: { session?: { userId?: string; twoFactorVerified?: boolean | null } } | null;
  };
}

/**
 * Whether a session being created has passed the second factor: opened by a correct code, or
 * replacing (password change, enrolment) a session of the same person that had.
 */
export function secondFactorOfNewSession(
  session: { userId: string },
  context: HookContext | null | undefined,
): boolean {
  if (!context) return false;
  if (context.path !== undefined && secondFactorPaths.has(context.path)) return true;
  const current = context.context?.session?.session;
  return Boolean(current?.twoFactorVerified) && current?.userId === session.userId;
}

const digestPrefix = 'hmac:';

/** What is stored for one recovery code: an HMAC under the server secret, never the code. */
export function recoveryCodeDigest(secret: string, code: string): string {
  const normalized = code.replace(/\s+/g, '');
  return digestPrefix + createHmac('sha256', secret).update(normalized).digest('base64url');
}

/**
 * Better Auth's hook for storing recovery codes. It hands over the list as JSON: freshly made
 * codes (shown once, then stored as digests) or, after one was used, the remaining digests. It
 * compares a typed code with the stored list as is, so our route passes it the typed code's digest.
 */
export function recoveryCodeStore(secret: string) {
  return {
    encrypt: async (json: string): Promise<string> => {
      const codes = JSON.parse(json) as string[];
      return JSON.stringify(
        codes.map((code) =>
          code.startsWith(digestPrefix) ? code : recoveryCodeDigest(secret, code),
        ),
      );
    },
    decrypt: async (stored: string): Promise<string> => stored,
  };
}

/** How many unused recovery codes a stored list holds. */
export function recoveryCodesLeft(stored: string | null | undefined): number {
  if (!stored) return 0;
  try {
    const codes: unknown = JSON.parse(stored);
    return Array.isArray(codes) ? codes.length : 0;
  } catch {
    return 0;
  }
}
