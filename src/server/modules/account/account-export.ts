import { organization } from '#shared/organization.ts';
import type { AccountExport } from '#shared/schemas/account-export.ts';
import type { AccountRecord } from '#server/modules/auth/auth.service.ts';
import type { SentLead } from '#server/modules/leads/sender-leads.service.ts';

/**
 * The export file (src/shared/schemas/account-export.ts) from the account's and its leads' data.
 * The controller is named by the firm's stored facts (issue 23 §3), as the legal pages name it.
 */
export function accountExport(
  record: AccountRecord,
  leads: SentLead[] | undefined,
  now: Date,
  firm: { legalName: string; dataProtectionEmail: string },
): AccountExport {
  return {
    format: 'nexus-ia.account-export',
    version: 1,
    exportedAt: now.toISOString(),
    controller: {
      name: organization.name,
      legalName: firm.legalName,
      dataProtectionOfficer: { email: firm.dataProtectionEmail },
    },
    ...record,
    leads: leads
      ? { included: true, items: leads }
      : { included: false, reason: 'email-not-verified', items: [] },
  };
}
