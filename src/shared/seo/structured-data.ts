import type { Locale } from '#shared/i18n/locales.ts';
import { organization } from '#shared/organization.ts';
import { absoluteUrl } from './page-metadata.ts';

/** JSON-LD objects (schema.org) for the prerendered pages (issue 4 item 5). */
export type JsonLd = Record<string, unknown>;

/** The consultancy with the facts of spec 01 §1: founded 2020, São Paulo, 50 km service area, BRL. */
export function organizationJsonLd(siteUrl: string, locale: Locale, description: string): JsonLd {
  const { address, serviceArea } = organization;
  return {
    '@type': 'ProfessionalService',
    '@id': absoluteUrl(siteUrl, '/#organization'),
    name: organization.name,
    legalName: organization.legalName,
    url: absoluteUrl(siteUrl, '/'),
    logo: absoluteUrl(siteUrl, '/favicon.svg'),
    description,
    foundingDate: String(organization.foundingYear),
    email: organization.email,
    telephone: organization.phone,
    inLanguage: locale,
    currenciesAccepted: organization.currency,
    address: {
      '@type': 'PostalAddress',
      streetAddress: address.street,
      addressLocality: address.locality,
      addressRegion: address.region,
      postalCode: address.postalCode,
      addressCountry: address.country,
    },
    areaServed: {
      '@type': 'GeoCircle',
      geoMidpoint: {
        '@type': 'GeoCoordinates',
        latitude: serviceArea.latitude,
        longitude: serviceArea.longitude,
      },
      geoRadius: serviceArea.radiusMeters,
    },
    contactPoint: {
      '@type': 'ContactPoint',
      contactType: 'customer service',
      email: organization.email,
      telephone: organization.phone,
      availableLanguage: [...organization.contactLanguages],
    },
    knowsAbout: [...organization.knowsAbout],
    sameAs: Object.values(organization.social),
  };
}

export function breadcrumbJsonLd(
  siteUrl: string,
  items: readonly { name: string; path: string }[],
): JsonLd {
  return {
    '@type': 'BreadcrumbList',
    itemListElement: items.map((item, index) => ({
      '@type': 'ListItem',
      position: index + 1,
      name: item.name,
      item: absoluteUrl(siteUrl, item.path),
    })),
  };
}

export function faqPageJsonLd(items: readonly { question: string; answer: string }[]): JsonLd {
  return {
    '@type': 'FAQPage',
    mainEntity: items.map((item) => ({
      '@type': 'Question',
      name: item.question,
      acceptedAnswer: { '@type': 'Answer', text: item.answer },
    })),
  };
}

export function serviceJsonLd(
  siteUrl: string,
  service: { name: string; description: string; path: string },
): JsonLd {
  return {
    '@type': 'Service',
    name: service.name,
    description: service.description,
    url: absoluteUrl(siteUrl, service.path),
    serviceType: service.name,
    provider: { '@id': absoluteUrl(siteUrl, '/#organization') },
    areaServed: { '@type': 'Country', name: 'Brazil' },
  };
}

/** One script per page: the entities as a graph. `<` is escaped so text can never close the tag. */
export function jsonLdScript(entities: readonly JsonLd[]): string {
  return JSON.stringify({ '@context': 'https://schema.org', '@graph': entities }).replace(
    /</g,
    '\\u003c',
  );
}
