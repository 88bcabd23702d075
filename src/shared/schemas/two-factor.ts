import { z } from 'zod';
import { baseTypeError, requiredPasswordField } from './fields.ts';
import { validationMessages as m } from './messages.ts';
import { userSchema } from './user.ts';

/**
 * Payloads of two-factor sign-in (issue 12, decision 0029). Codes are read as people type them:
 * spaces (an app shows "123 456") are dropped before anything else.
 */

/** Six digits, a new one every 30 s (RFC 6238, what every authenticator app shows). */
export const TOTP_DIGITS = 6;
/** Recovery codes look like `aB3dE-fG7hJ`; the margin only bounds what is compared. */
export const RECOVERY_CODE_MAX_LENGTH = 32;

const withoutSpaces = (text: string) => text.replace(/\s+/g, '');

const codeField = (pattern: RegExp) =>
  z
    .string({ error: baseTypeError })
    .check(
      z.refine<string>((text) => withoutSpaces(text).length > 0, { error: m.required }),
      z.refine<string>(
        (text) => {
          const code = withoutSpaces(text);
          return code.length === 0 || pattern.test(code);
        },
        { error: m.twoFactorCode },
      ),
    )
    .transform(withoutSpaces);

export const totpCodeSchema = z.object(
  { code: codeField(new RegExp(`^\\d{${TOTP_DIGITS}}$`)) },
  { error: m.type },
);
export type TotpCodeInput = z.input<typeof totpCodeSchema>;
export type TotpCodeData = z.output<typeof totpCodeSchema>;

export const recoveryCodeSchema = z.object(
  { code: codeField(new RegExp(`^[A-Za-z0-9-]{1,${RECOVERY_CODE_MAX_LENGTH}}$`)) },
  { error: m.type },
);
export type RecoveryCodeInput = z.input<typeof recoveryCodeSchema>;
export type RecoveryCodeData = z.output<typeof recoveryCodeSchema>;

/** Turning two-factor sign-in on or off, or new recovery codes: the password again. */
export const twoFactorPasswordSchema = z.object(
  { password: requiredPasswordField },
  { error: m.type },
);
export type TwoFactorPasswordInput = z.input<typeof twoFactorPasswordSchema>;

/**
 * What the admin API answers (403) to an administrator's session without a second factor, so the
 * client knows what to offer: enrolment, or signing in again with a code.
 */
export const twoFactorErrorCodes = {
  setupRequired: 'TWO_FACTOR_SETUP_REQUIRED',
  required: 'TWO_FACTOR_REQUIRED',
} as const;
export type TwoFactorErrorCode = (typeof twoFactorErrorCodes)[keyof typeof twoFactorErrorCodes];

/** GET /api/account/two-factor. */
export const twoFactorStatusSchema = z.object({
  enabled: z.boolean(),
  /** Administrators must keep it on (decision 0029). */
  required: z.boolean(),
  recoveryCodesLeft: z.number().int().nonnegative(),
  /** This session was opened with a code (what the admin API asks of administrators). */
  verified: z.boolean(),
});
export type TwoFactorStatus = z.infer<typeof twoFactorStatusSchema>;

/** POST /api/account/two-factor/setup: shown once, while the person scans and confirms. */
export const twoFactorSetupSchema = z.object({
  /** otpauth:// URI for the QR code. */
  totpUri: z.string(),
  /** The same secret in base32, for typing into an app by hand. */
  secret: z.string(),
  recoveryCodes: z.array(z.string()),
});
export type TwoFactorSetup = z.infer<typeof twoFactorSetupSchema>;

/** POST /api/account/two-factor/confirm: on, with this browser's session kept (0029). */
export const twoFactorEnabledAnswerSchema = z.object({
  message: z.string(),
  user: userSchema,
  status: twoFactorStatusSchema,
});

/** POST /api/account/two-factor/recovery-codes: the new list, shown once. */
export const recoveryCodesAnswerSchema = z.object({ recoveryCodes: z.array(z.string()) });

/** POST /api/login when the account has a second factor: no session yet, a code is asked for. */
export const secondFactorChallengeSchema = z.object({ twoFactorRequired: z.literal(true) });
