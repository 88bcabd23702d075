import { z } from 'zod';
import { accountProfileSchema, deviceSummarySchema } from './account.ts';

/**
 * The "download my data" file (LGPD art. 18 II and V, art. 19 II: a complete copy in a format
 * other software can read). Field names are English and stable (`format`, `version`) so the
 * file stays machine-readable whatever language the person uses.
 */
const exportedLeadSchema = z.object({
  id: z.number(),
  name: z.string(),
  email: z.string(),
  company: z.string().nullable(),
  message: z.string().nullable(),
  createdAt: z.string(),
});

export const accountExportSchema = z.object({
  format: z.literal('nexus-ia.account-export'),
  version: z.literal(1),
  exportedAt: z.string(),
  controller: z.object({
    name: z.string(),
    legalName: z.string(),
    dataProtectionOfficer: z.object({ email: z.string() }),
  }),
  profile: accountProfileSchema.extend({
    birthDate: z.string().nullable(),
    cpf: z.string().nullable(),
    preferredLanguage: z.string().nullable(),
    updatedAt: z.string(),
  }),
  /** How the person signs in; the password is kept only as an argon2id hash, never exported. */
  signInMethods: z.array(
    z.object({ method: z.literal('password'), createdAt: z.string(), updatedAt: z.string() }),
  ),
  sessions: z.array(
    z.object({
      createdAt: z.string(),
      lastUsedAt: z.string(),
      expiresAt: z.string(),
      ipAddress: z.string().nullable(),
      userAgent: z.string().nullable(),
      device: deviceSummarySchema,
      current: z.boolean(),
    }),
  ),
  /**
   * Leads (contact requests) sent with the account's e-mail address. Only once that address is
   * verified: anyone may register with any address, and the leads are the address owner's data.
   */
  leads: z.discriminatedUnion('included', [
    z.object({ included: z.literal(true), items: z.array(exportedLeadSchema) }),
    z.object({
      included: z.literal(false),
      reason: z.literal('email-not-verified'),
      items: z.tuple([]),
    }),
  ]),
});
export type AccountExport = z.infer<typeof accountExportSchema>;
