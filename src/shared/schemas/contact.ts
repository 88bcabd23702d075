import { z } from 'zod';
import { validationMessages as m } from './messages.ts';
import {
  emailField,
  honeypotField,
  optionalMultilineTextField,
  optionalTextField,
  requiredTextField,
} from './fields.ts';

export const CONTACT_NAME_MAX_LENGTH = 200;
export const CONTACT_COMPANY_MAX_LENGTH = 200;
export const CONTACT_MESSAGE_MAX_LENGTH = 5000;
export const HONEYPOT_MAX_LENGTH = 500;

// spec 01 §5 sets no length limits on the contact form; these are storage/abuse bounds only,
// far above what a person types.
export const contactSchema = z.object(
  {
    name: requiredTextField(CONTACT_NAME_MAX_LENGTH),
    email: emailField,
    company: optionalTextField(CONTACT_COMPANY_MAX_LENGTH),
    message: optionalMultilineTextField(CONTACT_MESSAGE_MAX_LENGTH),
    // Honeypot: hidden from people, filled by bots. The schema accepts it so a bot gets no
    // validation hint; the server decides what to do when it is non-empty.
    website: honeypotField(HONEYPOT_MAX_LENGTH),
  },
  { error: m.type },
);

export type ContactInput = z.input<typeof contactSchema>;
export type ContactData = z.output<typeof contactSchema>;
