import { z } from 'zod';
import { validationMessages as m } from '#shared/schemas/messages.ts';

/** Longest name or company printed on a report: two lines of the PDF's meta box at most. */
export const reportPersonMaxLength = 120;

/** The download step's form (decision 0051): the name is required, the company optional. */
export const reportPersonSchema = z.object({
  name: z.string().trim().min(1, m.required).max(reportPersonMaxLength, m.tooLong),
  company: z.string().trim().max(reportPersonMaxLength, m.tooLong),
});
export type ReportPersonInput = z.input<typeof reportPersonSchema>;
export type ReportPersonData = z.output<typeof reportPersonSchema>;

/**
 * What the browser remembers for the next report, per user (decision 0010's storage): the name as
 * last printed and the company. Empty strings mean "not given yet".
 */
export const reportProfileSchema = z.object({
  name: z.string().max(reportPersonMaxLength),
  company: z.string().max(reportPersonMaxLength),
});
export type ReportProfile = z.infer<typeof reportProfileSchema>;
export const emptyReportProfile: ReportProfile = { name: '', company: '' };
export const reportProfileStorageName = 'report-profile';

/** The form's starting values: the remembered name, else the account's full name. */
export function reportPersonDefaults(profile: ReportProfile, fullName: string): ReportPersonInput {
  return { name: profile.name || fullName.trim(), company: profile.company };
}
