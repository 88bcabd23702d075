import { organization } from '#shared/organization.ts';
import type { FirmFacts } from './firm-facts.ts';

/**
 * The firm's facts before anyone sets them (issue 23 §3, decision 0093), apart from their schema
 * so that the public pages read them without loading zod's refinements or libphonenumber-js: this
 * file and `printedPhone` are all a page's first view needs. Defaults are the values the site
 * shipped with (organization.ts) and the spec's figures; no fact is invented, and a CNPJ has no
 * default at all.
 */
export const firmFactDefaults: FirmFacts = {
  legalName: organization.legalName,
  cnpj: '',
  phone: organization.phoneHref.replace('tel:', ''),
  email: organization.email,
  dataProtectionEmail: organization.dataProtectionOfficer.email,
  addressStreet: organization.address.street,
  addressLocality: organization.address.locality,
  addressRegion: organization.address.region,
  addressPostalCode: organization.address.postalCode,
  socialLinkedin: organization.social.linkedin,
  socialX: organization.social.x,
  socialInstagram: organization.social.instagram,
  // Spec 01 "Statistics": 50+, 98%, 40%, 3x (projects, satisfaction, efficiency, ROI).
  homeStatistics: [
    { value: 50, suffix: '+' },
    { value: 98, suffix: '%' },
    { value: 40, suffix: '%' },
    { value: 3, suffix: 'x' },
  ],
  // Spec 02 dashboard: 50+ templates, 500+ companies evaluated, 340% average ROI, 1,200+ processes.
  dashboardTiles: [
    { value: 50, suffix: '+' },
    { value: 500, suffix: '+' },
    { value: 340, suffix: '%' },
    { value: 1200, suffix: '+' },
  ],
};

/**
 * How a stored E.164 number is printed on the site: '+55 11 4002-8922', with the hyphen Brazilians
 * write; a number of another country as stored. A few lines instead of libphonenumber-js's
 * formatter, which would add its metadata to every page's first view.
 */
export function printedPhone(e164: string): string {
  const brazil = /^\+55(\d{2})(\d{4,5})(\d{4})$/.exec(e164);
  return brazil ? `+55 ${brazil[1]} ${brazil[2]}-${brazil[3]}` : e164;
}

/** 'tel:+551140028922' for links. */
export function phoneHref(e164: string): string {
  return `tel:${e164}`;
}
