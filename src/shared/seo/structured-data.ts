import type { Locale } from '#shared/i18n/locales.ts';
import { firmFactDefaults, printedPhone } from '#shared/firm/firm-fact-defaults.ts';
import type { FirmFacts } from '#shared/firm/firm-facts.ts';
import { organization } from '#shared/organization.ts';
import type { StructuredDataKind } from '#shared/routes.ts';
import { absoluteUrl } from './page-metadata.ts';

/** JSON-LD objects (schema.org) for the prerendered pages (issue 4 item 5). */
export type JsonLd = Record<string, unknown>;

/**
 * The consultancy with the facts of spec 01 §1: founded 2020, São Paulo, 50 km service area, BRL;
 * contact, address, CNPJ and profiles are the firm's facts as the desk keeps them (issue 23 §3).
 */
export function organizationJsonLd(
  siteUrl: string,
  locale: Locale,
  description: string,
  facts: FirmFacts = firmFactDefaults,
): JsonLd {
  const { serviceArea } = organization;
  const telephone = printedPhone(facts.phone);
  return {
    '@type': 'ProfessionalService',
    '@id': absoluteUrl(siteUrl, '/#organization'),
    name: organization.name,
    legalName: facts.legalName,
    // Only once the firm has given it: no CNPJ is invented (issue 23 §3).
    ...(facts.cnpj ? { taxID: facts.cnpj } : {}),
    url: absoluteUrl(siteUrl, '/'),
    logo: absoluteUrl(siteUrl, '/favicon.svg'),
    description,
    foundingDate: String(organization.foundingYear),
    email: facts.email,
    telephone,
    inLanguage: locale,
    currenciesAccepted: organization.currency,
    address: {
      '@type': 'PostalAddress',
      streetAddress: facts.addressStreet,
      addressLocality: facts.addressLocality,
      addressRegion: facts.addressRegion,
      postalCode: facts.addressPostalCode,
      addressCountry: organization.address.country,
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
      email: facts.email,
      telephone,
      availableLanguage: [...organization.contactLanguages],
    },
    knowsAbout: [...organization.knowsAbout],
    sameAs: [facts.socialLinkedin, facts.socialX, facts.socialInstagram].filter(
      (url) => url !== '',
    ),
  };
}

export function breadcrumbJsonLd(
  siteUrl: string,
  items: readonly { name: string; path: string }[],
  pageUrl?: string,
): JsonLd {
  return {
    '@type': 'BreadcrumbList',
    ...(pageUrl ? { '@id': `${pageUrl}#breadcrumb` } : {}),
    itemListElement: items.map((item, index) => ({
      '@type': 'ListItem',
      position: index + 1,
      name: item.name,
      item: absoluteUrl(siteUrl, item.path),
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

export interface ListedItem {
  name: string;
  description?: string;
  /** Absolute address of the item's page, when it has one. */
  url?: string;
}

/** Everything a page's own node needs, already resolved to text in the page's language. */
export interface PageNodeInput {
  siteUrl: string;
  locale: Locale;
  kind: StructuredDataKind;
  /** Absolute canonical address of the page. */
  url: string;
  title: string;
  description: string;
  /** Absolute address of the page's share image. */
  image: string;
  /** The page has a BreadcrumbList (every page but home). */
  hasBreadcrumb: boolean;
  faq?: readonly { question: string; answer: string }[];
  listed?: readonly ListedItem[];
  service?: { name: string; description: string };
}

const websiteId = (siteUrl: string) => absoluteUrl(siteUrl, '/#website');
const organizationRef = (siteUrl: string) => ({ '@id': absoluteUrl(siteUrl, '/#organization') });

/**
 * The page's own entity, by its kind (issue 15 §1, spec 01 §2 "each kind has structured data"):
 * home is the WebSite published by the organization; every other page is a WebPage subtype that
 * is part of it (AboutPage, ContactPage, FAQPage, CollectionPage with the ItemList of what it
 * lists, WebPage), and a service page adds its Service as the page's main entity.
 */
export function pageNodesJsonLd(input: PageNodeInput): JsonLd[] {
  const { siteUrl, url, kind } = input;
  const image = { '@type': 'ImageObject', url: input.image, width: 1200, height: 630 };
  if (kind === 'WebSite') {
    return [
      {
        '@type': 'WebSite',
        '@id': websiteId(siteUrl),
        url,
        name: organization.name,
        description: input.description,
        inLanguage: input.locale,
        publisher: organizationRef(siteUrl),
        image,
      },
    ];
  }
  const pageType = kind === 'Service' ? 'WebPage' : kind;
  const page: JsonLd = {
    '@type': pageType,
    '@id': `${url}#webpage`,
    url,
    name: input.title,
    description: input.description,
    inLanguage: input.locale,
    isPartOf: { '@id': websiteId(siteUrl) },
    primaryImageOfPage: image,
  };
  if (input.hasBreadcrumb) page.breadcrumb = { '@id': `${url}#breadcrumb` };
  if (kind === 'AboutPage' || kind === 'ContactPage') page.about = organizationRef(siteUrl);
  if (kind === 'FAQPage') {
    page.mainEntity = (input.faq ?? []).map((item) => ({
      '@type': 'Question',
      name: item.question,
      acceptedAnswer: { '@type': 'Answer', text: item.answer },
    }));
  }
  if (kind === 'CollectionPage') {
    const listed = input.listed ?? [];
    page.mainEntity = {
      '@type': 'ItemList',
      numberOfItems: listed.length,
      itemListElement: listed.map((item, index) => ({
        '@type': 'ListItem',
        position: index + 1,
        name: item.name,
        ...(item.description ? { description: item.description } : {}),
        ...(item.url ? { url: item.url } : {}),
      })),
    };
  }
  if (kind === 'Service' && input.service) {
    const service = serviceJsonLd(siteUrl, { ...input.service, path: new URL(url).pathname });
    page.mainEntity = { '@id': `${url}#service` };
    return [page, { ...service, '@id': `${url}#service` }];
  }
  return [page];
}
