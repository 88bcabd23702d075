import { z } from 'zod';

/**
 * The signed-in person as the API shows them: GET /api/user and `user` in the sign-up and sign-in
 * answers (spec 01 §7). The route's response schema is this one, so nothing else of the account
 * (a hash, a token, the CPF) can ever be serialized into those answers.
 */
export const userSchema = z.object({
  id: z.string(),
  fullName: z.string(),
  email: z.string(),
  isAdmin: z.boolean(),
  /** May use the editorial desk (issue 23 §1); false for most people. */
  isEditor: z.boolean(),
  /** Unverified users may use the dashboard but see a banner (issue "Account self-service" §2). */
  emailVerified: z.boolean(),
  createdAt: z.string(),
});
export type UserDto = z.infer<typeof userSchema>;

export const userAnswerSchema = z.object({ user: userSchema });

/** GET /api/session: the user, or null when nobody is signed in (issue 14 §7). */
export const sessionAnswerSchema = z.object({ user: userSchema.nullable() });

/**
 * POST /api/login (decision 0029): signed in (an administrator without an authenticator is told
 * to enrol), or, for an account with two-factor sign-in, no session yet and a code asked for.
 */
export const loginAnswerSchema = z.union([
  z.object({ user: userSchema, twoFactorSetupRequired: z.literal(true).optional() }),
  z.object({ twoFactorRequired: z.literal(true) }),
]);
