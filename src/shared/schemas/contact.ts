import { z } from 'zod';
import {
  demoDateProblem,
  demoPeriods,
  demoSlotProblem,
  type DemoDateProblem,
  type DemoPeriod,
} from '#shared/tools/demo-slot.ts';
import { validationMessages as m, type ValidationMessage } from './messages.ts';
import {
  emailField,
  honeypotField,
  optionalMultilineTextField,
  optionalTextField,
  requiredTextField,
} from './fields.ts';
import { leadOriginSchema } from './lead-origin.ts';

export const CONTACT_NAME_MAX_LENGTH = 200;
export const CONTACT_COMPANY_MAX_LENGTH = 200;
export const CONTACT_MESSAGE_MAX_LENGTH = 5000;
export const HONEYPOT_MAX_LENGTH = 500;

/**
 * A lead's own fields (spec 01 §3), as POST /api/contacts takes them and as a booking (issue 25,
 * booking.ts) takes them beside its slot.
 */
export const leadFields = {
  name: requiredTextField(CONTACT_NAME_MAX_LENGTH),
  email: emailField,
  company: optionalTextField(CONTACT_COMPANY_MAX_LENGTH),
  message: optionalMultilineTextField(CONTACT_MESSAGE_MAX_LENGTH),
  // Honeypot: hidden from people, filled by bots. The schema accepts it so a bot gets no
  // validation hint; the server decides what to do when it is non-empty.
  website: honeypotField(HONEYPOT_MAX_LENGTH),
  origin: leadOriginSchema.optional(),
};

const dateMessages: Record<DemoDateProblem, ValidationMessage> = {
  invalid: m.demoDate,
  weekend: m.demoDateWeekday,
  past: m.demoDatePast,
  'too-far': m.demoDateTooFar,
};

/** What a form sends for "not chosen": an empty string counts as absent. */
const blankAsAbsent = (value: unknown) =>
  typeof value === 'string' && value.trim() === '' ? undefined : value;

type Slot = { preferredDate?: unknown; preferredPeriod?: unknown };
const isSlot = (value: unknown): value is Slot => typeof value === 'object' && value !== null;
const isPeriod = (value: unknown): value is DemoPeriod =>
  typeof value === 'string' && (demoPeriods as readonly string[]).includes(value);

/**
 * The demonstration request (spec 01 §3 "Contact request": name, email, company, message) plus
 * what the site adds, all optional so the spec's payload stays valid on its own:
 * - a preferred date and period (issue 15 §3, decision 0062): a weekday, not in the past, in São
 *   Paulo time — `now` is read at parse time, so a long-running server stays right;
 * - where the request was sent from (issue 16 §6, decision 0060).
 */
export function createContactSchema(now: () => Date = () => new Date()) {
  const preferredDate = z.preprocess(
    blankAsAbsent,
    z
      .string({ error: m.type })
      .trim()
      .max(10, m.demoDate)
      .superRefine((text, ctx) => {
        const problem = demoDateProblem(text, now());
        if (problem) ctx.addIssue({ code: 'custom', message: dateMessages[problem], input: text });
      })
      .optional(),
  );
  const preferredPeriod = z.preprocess(
    blankAsAbsent,
    z.enum(demoPeriods, { error: m.type }).optional(),
  );

  return z
    .object(
      {
        ...leadFields,
        preferredDate,
        preferredPeriod,
      },
      { error: m.type },
    )
    .check(
      // Date and period go together; each check runs even when other fields failed, so the
      // form shows every problem at once.
      z.refine<Slot>((v) => !(typeof v.preferredDate === 'string' && !v.preferredPeriod), {
        error: m.demoPeriod,
        path: ['preferredPeriod'],
        when: (payload) => isSlot(payload.value),
      }),
      z.refine<Slot>((v) => !(isPeriod(v.preferredPeriod) && v.preferredDate === undefined), {
        error: m.demoDateRequired,
        path: ['preferredDate'],
        when: (payload) => isSlot(payload.value),
      }),
      // A date that is fine on its own may be today with its period already begun.
      z.refine<Slot>(
        (v) =>
          !(
            typeof v.preferredDate === 'string' &&
            isPeriod(v.preferredPeriod) &&
            demoDateProblem(v.preferredDate, now()) === undefined &&
            demoSlotProblem(v.preferredDate, v.preferredPeriod, now()) !== undefined
          ),
        {
          error: m.demoDatePast,
          path: ['preferredDate'],
          when: (payload) => isSlot(payload.value),
        },
      ),
    );
}

// spec 01 §5 sets no length limits on the contact form; these are storage/abuse bounds only,
// far above what a person types.
export const contactSchema = createContactSchema();

export type ContactInput = z.input<typeof contactSchema>;
export type ContactData = z.output<typeof contactSchema>;
