import { z } from 'zod';
import type { messageAnswerSchema } from './api.ts';
import { validationMessages as m } from './messages.ts';
import {
  fullNameField,
  optionalTextField,
  passwordField,
  passwordsMatchCheck,
  requiredPasswordField,
  tokenField,
} from './fields.ts';
import { PHONE_MAX_LENGTH } from './register.ts';

/**
 * Payloads of the account self-service calls (issue "Account self-service"). Name and phone obey
 * exactly the registration rules, so a profile can never be saved in a shape sign-up would refuse.
 */

export const updateProfileSchema = z.object(
  {
    fullName: fullNameField,
    // Blank clears the phone: it is optional at registration too.
    phone: optionalTextField(PHONE_MAX_LENGTH),
  },
  { error: m.type },
);
export type UpdateProfileInput = z.input<typeof updateProfileSchema>;
export type UpdateProfileData = z.output<typeof updateProfileSchema>;

/** `password`/`confirmPassword` keep the registration names so the shared match rule applies. */
export const changePasswordSchema = z
  .object(
    {
      currentPassword: requiredPasswordField,
      password: passwordField,
      confirmPassword: requiredPasswordField,
    },
    { error: m.type },
  )
  .check(passwordsMatchCheck);
export type ChangePasswordInput = z.input<typeof changePasswordSchema>;
export type ChangePasswordData = z.output<typeof changePasswordSchema>;

export const deleteAccountSchema = z.object({ password: requiredPasswordField }, { error: m.type });
export type DeleteAccountInput = z.input<typeof deleteAccountSchema>;

/** 32 random bytes in base64url are 43 characters; the margin only bounds what we hash. */
export const VERIFICATION_TOKEN_MAX_LENGTH = 200;

export const verifyEmailSchema = z.object(
  { token: tokenField(VERIFICATION_TOKEN_MAX_LENGTH) },
  { error: m.type },
);
export type VerifyEmailInput = z.input<typeof verifyEmailSchema>;

/** GET/PATCH /api/account: what the person may see of their own profile. */
export const accountProfileSchema = z.object({
  id: z.string(),
  fullName: z.string(),
  email: z.string(),
  emailVerified: z.boolean(),
  phone: z.string().nullable(),
  isAdmin: z.boolean(),
  isEditor: z.boolean(),
  createdAt: z.string(),
});
export type AccountProfile = z.infer<typeof accountProfileSchema>;

/** What a session list shows of a browser (src/shared/tools/user-agent.ts summarises it). */
export const deviceSummarySchema = z.object({
  /** Product name as its maker writes it (not translated): 'Chrome', 'Firefox', 'Safari'... */
  browser: z.string().nullable(),
  /** Major version only: the rest is noise to a person reading the list. */
  browserVersion: z.string().nullable(),
  os: z.string().nullable(),
  kind: z.enum(['desktop', 'mobile', 'tablet']).nullable(),
});
export type DeviceSummary = z.infer<typeof deviceSummarySchema>;

/** One entry of GET /api/account/sessions: never the token, only what identifies the device. */
export const accountSessionSchema = z.object({
  id: z.string(),
  device: deviceSummarySchema,
  createdAt: z.string(),
  lastUsedAt: z.string(),
  /** The session this very request was made with. */
  current: z.boolean(),
});
export type AccountSession = z.infer<typeof accountSessionSchema>;

export const accountSessionsAnswerSchema = z.object({ sessions: z.array(accountSessionSchema) });

/** Answer of the calls whose only content is a sentence for the person (in their language). */
export type MessageAnswer = z.infer<typeof messageAnswerSchema>;

/** `:id` of DELETE /api/account/sessions/:id. */
export const sessionIdParamsSchema = z.object({ id: z.string() });

/** POST /api/account/sessions/revoke-others. */
export const otherSessionsRevokedSchema = z.object({ message: z.string(), revoked: z.number() });
