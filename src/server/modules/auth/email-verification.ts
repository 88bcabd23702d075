import { randomBytes } from 'node:crypto';
import { emailVerificationPrefix, type Auth } from './auth.ts';

/** Issue "Account self-service" §2: a verification link is valid for 24 hours. */
export const verificationLifetimeSeconds = 24 * 60 * 60;

/**
 * Better Auth's own verification links are signed JWTs: valid until they expire however often they
 * are used. The issue asks for single-use links, so ours are random tokens kept (hashed, see
 * auth.ts) in Better Auth's `verification` table and consumed atomically (decision 0016).
 */
export async function issueVerificationToken(auth: Auth, userId: string): Promise<string> {
  const token = randomBytes(32).toString('base64url');
  const context = await auth.$context;
  await context.internalAdapter.createVerificationValue({
    identifier: `${emailVerificationPrefix}${token}`,
    // The owner, so that deleting an account can find and delete its pending tokens.
    value: userId,
    expiresAt: new Date(Date.now() + verificationLifetimeSeconds * 1000),
  });
  return token;
}

/**
 * Uses up a token and marks its owner's e-mail as verified. Undefined when the token is unknown,
 * already used or expired; of several requests racing with one token, exactly one succeeds.
 */
export async function consumeVerificationToken(
  auth: Auth,
  token: string,
): Promise<{ userId: string } | undefined> {
  const context = await auth.$context;
  const row = await context.internalAdapter.consumeVerificationValue(
    `${emailVerificationPrefix}${token}`,
  );
  if (!row) return undefined;
  const user = await context.internalAdapter.updateUser(row.value, { emailVerified: true });
  // The account was deleted after the mail was sent: nothing left to verify.
  if (!user) return undefined;
  return { userId: row.value };
}
