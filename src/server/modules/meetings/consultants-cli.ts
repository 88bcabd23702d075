import type { Kysely } from 'kysely';
import { supportedLocales } from '#shared/i18n/locales.ts';
import type { WeeklyRange } from '#shared/meetings/slots.ts';
import type { DB } from '#server/db/schema.ts';
import { accountByEmail, accountsByIds } from '#server/modules/auth/users.ts';
import { disableConsultant, enableConsultant, listConsultants } from './meetings.queries.ts';

/**
 * `npm run admin -- consultant <email> [--off]` and `consultant list` (issue 25 §1): what an
 * operator does before the desk's screens exist. Returns the lines to print and the exit code,
 * so scripts/admin.ts stays a dispatcher.
 */

export interface CliOutcome {
  code: number;
  out: string[];
  err: string[];
}

const weekdayNames = ['Sun', 'Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat'];
const clock = (minute: number) =>
  `${String(Math.floor(minute / 60)).padStart(2, '0')}:${String(minute % 60).padStart(2, '0')}`;

/** "Mon 09:00-18:00, Tue 09:00-12:00 14:00-18:00" (São Paulo time). */
export function describeWeekly(weekly: readonly WeeklyRange[]): string {
  const days = new Map<number, string[]>();
  for (const r of weekly) {
    days.set(r.weekday, [
      ...(days.get(r.weekday) ?? []),
      `${clock(r.startMinute)}-${clock(r.endMinute)}`,
    ]);
  }
  return [...days.entries()]
    .sort(([a], [b]) => a - b)
    .map(([day, ranges]) => `${weekdayNames[day]} ${ranges.join(' ')}`)
    .join(', ');
}

export async function consultantCommand(
  db: Kysely<DB>,
  args: readonly string[],
  now = new Date(),
): Promise<CliOutcome> {
  const [target, flag] = args;
  if (target === 'list') {
    const consultants = await listConsultants(db);
    if (consultants.length === 0) {
      return {
        code: 0,
        out: ['No consultants yet. Make one with: npm run admin -- consultant <email>'],
        err: [],
      };
    }
    const accounts = await accountsByIds(
      db,
      consultants.map((c) => c.userId),
    );
    return {
      code: 0,
      out: consultants.map((c) => {
        const account = accounts.get(c.userId);
        return [
          account?.email ?? `(account ${c.userId} deleted)`,
          account?.name ?? '',
          c.active ? 'taking bookings' : 'off',
          c.languages.join(','),
          `${c.meetingMinutes} min`,
          `${describeWeekly(c.weekly)} (São Paulo)`,
        ].join('\t');
      }),
      err: [],
    };
  }
  if (!target || (flag !== undefined && flag !== '--off')) {
    return { code: 2, out: [], err: [consultantUsage] };
  }
  const account = await accountByEmail(db, target);
  if (!account) return { code: 1, out: [], err: [`No account with the e-mail "${target}".`] };
  if (flag === '--off') {
    const stopped = await disableConsultant(db, account.id, now);
    if (!stopped) return { code: 1, out: [], err: [`${account.email} is not a consultant.`] };
    return {
      code: 0,
      out: [`${account.email} takes no new bookings; meetings already booked stay as they are.`],
      err: [],
    };
  }
  // Consultants are admins: the lead they are assigned must be theirs to read (issue 25 §1).
  if (!account.isAdmin) {
    return {
      code: 1,
      out: [],
      err: [
        `${account.email} is not an administrator. Grant the role first: npm run admin -- grant ${account.email}`,
      ],
    };
  }
  const { created } = await enableConsultant(db, account.id, supportedLocales, now);
  return {
    code: 0,
    out: [
      created
        ? `${account.email} is now a consultant: Mon-Fri 09:00-18:00 São Paulo, ${supportedLocales.join(', ')}, every area.`
        : `${account.email} takes bookings again (their schedule is kept).`,
    ],
    err: [],
  };
}

export const consultantUsage =
  'Usage: npm run admin -- consultant <email> [--off] | consultant list';
