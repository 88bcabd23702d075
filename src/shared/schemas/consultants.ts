import { z } from 'zod';
import { supportedLocales } from '#shared/i18n/locales.ts';
import { rangeProblems } from '#shared/meetings/weekly-schedule.ts';
import { serviceSlugs } from '#shared/routes.ts';
import { parseCalendarDate } from '#shared/tools/calendar-date.ts';
import { validationMessages as m } from './messages.ts';

/**
 * The consultants screen and the agenda (issue 25 §1, §6; decisions 0102, 0111). One schema per
 * payload: the form's resolver and the routes use the same ones, so a range that overlaps another
 * or leaves the day is refused alike in the browser and by the API (400 with `fieldErrors`).
 */

const whole = (min: number, max: number) =>
  z
    .number({ error: m.type })
    .int({ error: m.type })
    .min(min, m.consultantNumber)
    .max(max, m.consultantNumber);

export const weeklyRangeSchema = z.object({
  /** 0 = Sunday … 6 = Saturday (Date#getUTCDay), as migration 010 stores it. */
  weekday: whole(0, 6),
  /** São Paulo wall-clock minutes of the day. */
  startMinute: z.number({ error: m.type }).int({ error: m.type }),
  endMinute: z.number({ error: m.type }).int({ error: m.type }),
});
export type WeeklyRangeInput = z.infer<typeof weeklyRangeSchema>;

const calendarDay = z
  .string({ error: m.dayOff })
  .refine((text) => parseCalendarDate(text) !== null, { error: m.dayOff });

export const consultantSettingsSchema = z
  .object(
    {
      active: z.boolean({ error: m.type }),
      languages: z
        .array(z.enum(supportedLocales, { error: m.consultantLanguage }), { error: m.type })
        .min(1, m.consultantLanguage)
        .max(supportedLocales.length, m.consultantLanguage),
      areas: z
        .array(z.enum(serviceSlugs, { error: m.consultantArea }), { error: m.type })
        .min(1, m.consultantArea)
        .max(serviceSlugs.length, m.consultantArea),
      weekly: z.array(weeklyRangeSchema, { error: m.type }).max(70, m.scheduleRange),
      daysOff: z.array(calendarDay, { error: m.type }).max(400, m.dayOff),
      // The bounds of migration 010's checks, so the database never refuses what passed here.
      meetingMinutes: whole(5, 480),
      bufferMinutes: whole(0, 240),
      noticeMinutes: whole(0, 10_080),
      horizonDays: whole(1, 365),
    },
    { error: m.type },
  )
  .superRefine((value, ctx) => {
    for (const problem of rangeProblems(value.weekly)) {
      ctx.addIssue({
        code: 'custom',
        path: ['weekly', problem.index],
        message: problem.kind === 'overlap' ? m.scheduleOverlap : m.scheduleRange,
      });
    }
  });
export type ConsultantSettings = z.infer<typeof consultantSettingsSchema>;

export const meetingStatuses = ['booked', 'cancelled', 'held', 'no_show'] as const;
export type MeetingStatus = (typeof meetingStatuses)[number];

/** Why a booked meeting needs an admin: it no longer fits its consultant (issue 25 §6). */
export const attentionReasons = [
  'day-off',
  'outside-schedule',
  'consultant-off',
  'not-admin',
  'not-consultant',
] as const;
export type AttentionReason = (typeof attentionReasons)[number];

export const deskMeetingSchema = z.object({
  id: z.string(),
  leadId: z.number(),
  leadName: z.string(),
  leadCompany: z.string().nullable(),
  consultantId: z.string(),
  consultantName: z.string().nullable(),
  start: z.string(),
  end: z.string(),
  status: z.enum(meetingStatuses),
  visitorTimeZone: z.string(),
  videoUrl: z.string(),
});
export type DeskMeeting = z.infer<typeof deskMeetingSchema>;

export const attentionMeetingSchema = deskMeetingSchema.extend({
  reason: z.enum(attentionReasons),
});
export type AttentionMeeting = z.infer<typeof attentionMeetingSchema>;

export const consultantEntrySchema = z.object({
  id: z.string(),
  name: z.string(),
  email: z.string(),
  /** Null while this admin is no consultant. */
  consultant: z
    .object({
      active: z.boolean(),
      languages: z.array(z.enum(supportedLocales)),
      areas: z.array(z.enum(serviceSlugs)),
      weekly: z.array(weeklyRangeSchema),
      daysOff: z.array(z.string()),
      meetingMinutes: z.number(),
      bufferMinutes: z.number(),
      noticeMinutes: z.number(),
      horizonDays: z.number(),
      hasFeed: z.boolean(),
    })
    .nullable(),
});
export type ConsultantEntry = z.infer<typeof consultantEntrySchema>;

export const consultantsAnswerSchema = z.object({
  consultants: z.array(consultantEntrySchema),
  /** Booked meetings that no longer fit their consultant, soonest first. */
  attention: z.array(attentionMeetingSchema),
});
export type ConsultantsAnswer = z.infer<typeof consultantsAnswerSchema>;

export const consultantSavedSchema = z.object({
  consultant: consultantEntrySchema,
  /** This consultant's booked meetings that the saved settings no longer hold. */
  clashes: z.array(attentionMeetingSchema),
});

export const reassignSchema = z.object(
  { consultantId: z.string().min(1, m.required).max(200, m.tooLong) },
  { error: m.type },
);
export const meetingMarkSchema = z.object(
  { status: z.enum(['held', 'no_show', 'booked'], { error: m.type }) },
  { error: m.type },
);
export const meetingAnswerSchema = z.object({ meeting: deskMeetingSchema });

export const agendaQuerySchema = z.object({
  /** São Paulo date the view starts on. */
  from: calendarDay,
  days: z.coerce.number({ error: m.type }).int({ error: m.type }).min(1, m.type).max(7, m.type),
  consultant: z.string().max(200, m.tooLong).optional(),
});
export const agendaAnswerSchema = z.object({ meetings: z.array(deskMeetingSchema) });

export const feedAnswerSchema = z.object({ url: z.string() });

/**
 * One step of a meeting's history as the lead desk shows it: booked, moved to another consultant
 * (`to`: their name), marked (`to`: the new status), moved by the visitor's link (`to`: the new
 * start, an instant) or cancelled by it (decision 0109). Anything else shows as `changed`.
 */
export const meetingHistoryEntrySchema = z.object({
  at: z.string(),
  kind: z.enum(['booked', 'reassigned', 'marked', 'rescheduled', 'cancelled', 'changed']),
  to: z.string().nullable(),
});

/** The lead desk's detail: the lead's meetings, newest first, each with its history (issue 25 §6). */
export const leadMeetingsAnswerSchema = z.object({
  meetings: z.array(deskMeetingSchema.extend({ history: z.array(meetingHistoryEntrySchema) })),
});
export type LeadMeeting = z.infer<typeof leadMeetingsAnswerSchema>['meetings'][number];
