import { z } from 'zod';
import { leadFields } from './contact.ts';
import { validationMessages as m } from './messages.ts';

/**
 * The lead fields of a booking (issue 25 §2): the contact form's (spec 01 §3), the same rules as
 * `leadFields` (issue 24: one declaration). A module of its own so the booking form's resolver
 * does not bring the tool-result schema (and the tools it checks against) into the public pages'
 * bundle (decision 0107); `bookingSchema` spreads it and adds the origin.
 */
export const bookingLeadSchema = z.object(
  {
    name: leadFields.name,
    email: leadFields.email,
    company: leadFields.company,
    message: leadFields.message,
    website: leadFields.website,
  },
  { error: m.type },
);
