import { z } from 'zod';
import {
  CONTACT_COMPANY_MAX_LENGTH,
  CONTACT_MESSAGE_MAX_LENGTH,
  CONTACT_NAME_MAX_LENGTH,
  HONEYPOT_MAX_LENGTH,
} from './contact.ts';
import {
  emailField,
  honeypotField,
  optionalMultilineTextField,
  optionalTextField,
  requiredTextField,
} from './fields.ts';
import { validationMessages as m } from './messages.ts';

/**
 * The lead fields of a booking (issue 25 §2): the contact form's (spec 01 §3). A module of its
 * own so the booking form's resolver does not bring the tool-result schema (and the tools it
 * checks against) into the public pages' bundle (decision 0107); `bookingSchema` spreads it.
 */
export const bookingLeadSchema = z.object(
  {
    name: requiredTextField(CONTACT_NAME_MAX_LENGTH),
    email: emailField,
    company: optionalTextField(CONTACT_COMPANY_MAX_LENGTH),
    message: optionalMultilineTextField(CONTACT_MESSAGE_MAX_LENGTH),
    website: honeypotField(HONEYPOT_MAX_LENGTH),
  },
  { error: m.type },
);
