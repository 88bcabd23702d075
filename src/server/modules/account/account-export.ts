import { organization } from '#shared/organization.ts';
import type { AccountExport } from '#shared/schemas/account-export.ts';
import type { AccountRecord } from '#server/modules/auth/auth.service.ts';
import type { SentLead } from '#server/modules/leads/leads.service.ts';

/** The export file (src/shared/schemas/account-export.ts) from the account's and its leads' data. */
export function accountExport(
  record: AccountRecord,
  leads: SentLead[] | undefined,
  now: Date,
): AccountExport {
  return {
    format: 'nexus-ia.account-export',
    version: 1,
    exportedAt: now.toISOString(),
    controller: {
      name: organization.name,
      legalName: organization.legalName,
      dataProtectionOfficer: { ...organization.dataProtectionOfficer },
    },
    ...record,
    leads: leads
      ? { included: true, items: leads }
      : { included: false, reason: 'email-not-verified', items: [] },
  };
}
