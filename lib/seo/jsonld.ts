import { withoutFocus } from '@site/shared/image-focus';
import { closingInstant } from '@/lib/dates';
import { site } from '@/lib/site';
import type { Crumb } from '@/lib/routes';
import { absoluteUrl } from './metadata';

type JsonLdObject = Record<string, unknown>;

/** Serialises JSON-LD for an inline script; `<` is escaped so CMS text cannot close the tag. */
export function serializeJsonLd(data: JsonLdObject | JsonLdObject[]): string {
  return JSON.stringify(data).replace(/</g, '\\u003c');
}

export function organizationJsonLd(): JsonLdObject {
  return {
    '@context': 'https://schema.org',
    '@type': 'Organization',
    '@id': `${site.siteUrl}/#organization`,
    name: site.brand.name,
    url: site.siteUrl,
    logo: absoluteUrl('/icon.svg'),
    email: site.contact.email,
    telephone: site.contact.phone,
    address: officeAddresses(),
  };
}

function officeAddresses(): JsonLdObject[] {
  return site.offices.map((office) => ({
    '@type': 'PostalAddress',
    name: `${site.brand.name} ${office.country}`,
    streetAddress: office.street,
    addressLocality: office.city,
    addressRegion: office.region,
    postalCode: office.postalCode,
    addressCountry: office.countryCode,
    telephone: office.phone,
  }));
}

export interface BusinessInput {
  path: string;
  description: string;
  /** The hourly price range, e.g. `$5–$25 per hour` (the pricing page's rate cards). */
  priceRange?: string;
}

/** The staffing business as a ProfessionalService, tied to the site-wide Organization by `@id`. */
export function professionalServiceJsonLd(business: BusinessInput): JsonLdObject {
  return {
    '@context': 'https://schema.org',
    '@type': 'ProfessionalService',
    '@id': `${site.siteUrl}/#business`,
    name: site.brand.name,
    url: absoluteUrl(business.path),
    description: business.description,
    image: absoluteUrl('/og-default.png'),
    email: site.contact.email,
    telephone: site.contact.phone,
    address: officeAddresses(),
    parentOrganization: { '@id': `${site.siteUrl}/#organization` },
    ...(business.priceRange ? { priceRange: business.priceRange } : {}),
  };
}

/** The contact page, about the organisation: its offices' addresses and the sales contact point. */
export function contactPageJsonLd(page: { name: string; description: string; path: string }): JsonLdObject {
  const { '@context': _context, ...organization } = organizationJsonLd();
  return {
    '@context': 'https://schema.org',
    '@type': 'ContactPage',
    name: page.name,
    description: page.description,
    url: absoluteUrl(page.path),
    mainEntity: {
      ...organization,
      contactPoint: [
        { '@type': 'ContactPoint', contactType: 'sales', telephone: site.contact.phone, email: site.contact.email },
      ],
    },
  };
}

export function breadcrumbJsonLd(crumbs: Crumb[]): JsonLdObject {
  return {
    '@context': 'https://schema.org',
    '@type': 'BreadcrumbList',
    itemListElement: crumbs.map((crumb, index) => ({
      '@type': 'ListItem',
      position: index + 1,
      name: crumb.name,
      item: absoluteUrl(crumb.path),
    })),
  };
}

function publisher(): JsonLdObject {
  return {
    '@type': 'Organization',
    '@id': `${site.siteUrl}/#organization`,
    name: site.brand.name,
    logo: { '@type': 'ImageObject', url: absoluteUrl('/icon.svg') },
  };
}

export interface ArticleInput {
  headline: string;
  description: string;
  image: string;
  datePublished: string;
  section: string;
  path: string;
}

export function articleJsonLd(article: ArticleInput): JsonLdObject {
  const url = absoluteUrl(article.path);
  return {
    '@context': 'https://schema.org',
    '@type': 'Article',
    headline: article.headline,
    description: article.description,
    image: [withoutFocus(article.image)],
    datePublished: article.datePublished,
    articleSection: article.section,
    mainEntityOfPage: { '@type': 'WebPage', '@id': url },
    url,
    author: publisher(),
    publisher: publisher(),
  };
}

export interface EventInput {
  name: string;
  description: string;
  startDate: string | null;
  venue: string;
  city: string;
  images: string[];
  path: string;
}

export function eventJsonLd(event: EventInput): JsonLdObject {
  return {
    '@context': 'https://schema.org',
    '@type': 'Event',
    name: event.name,
    description: event.description,
    ...(event.startDate ? { startDate: event.startDate } : {}),
    eventAttendanceMode: 'https://schema.org/OfflineEventAttendanceMode',
    eventStatus: 'https://schema.org/EventScheduled',
    location: {
      '@type': 'Place',
      name: event.venue,
      address: { '@type': 'PostalAddress', addressLocality: event.city },
    },
    ...(event.images.length ? { image: event.images.map(withoutFocus) } : {}),
    url: absoluteUrl(event.path),
    organizer: publisher(),
  };
}

export interface ServiceInput {
  name: string;
  description: string;
  serviceType: string;
  image: string;
  path: string;
}

/** A service page as a schema.org Service offered by the organisation. */
export function serviceJsonLd(service: ServiceInput): JsonLdObject {
  return {
    '@context': 'https://schema.org',
    '@type': 'Service',
    name: service.name,
    description: service.description,
    serviceType: service.serviceType,
    image: withoutFocus(service.image),
    url: absoluteUrl(service.path),
    provider: { '@type': 'Organization', '@id': `${site.siteUrl}/#organization`, name: site.brand.name },
    areaServed: 'Worldwide',
  };
}

/** The hire categories' placeholder rating (spec 000 §2, §9): 4.5 of 5 from 100 ratings. */
const CATEGORY_RATING = { value: 4.5, best: 5, count: 100 } as const;

/** `priceValidUntil`: the configured date, or the last day of next year, so the offer never looks expired. */
export function offerValidUntil(configured: string | undefined, now = new Date()): string {
  return configured ?? `${now.getUTCFullYear() + 1}-12-31`;
}

export interface HireOfferInput {
  name: string;
  description: string;
  image: string;
  path: string;
}

/**
 * A hire category as a Product (hiring a pre-vetted specialist) with a free Offer and an AggregateRating:
 * Google shows review snippets for Product, not for Service or for an Organization rating itself.
 */
export function hireOfferJsonLd(offer: HireOfferInput): JsonLdObject {
  const url = absoluteUrl(offer.path);
  return {
    '@context': 'https://schema.org',
    '@type': 'Product',
    name: offer.name,
    description: offer.description,
    image: [withoutFocus(offer.image)],
    url,
    brand: { '@type': 'Brand', name: site.brand.name },
    aggregateRating: {
      '@type': 'AggregateRating',
      ratingValue: CATEGORY_RATING.value,
      bestRating: CATEGORY_RATING.best,
      ratingCount: CATEGORY_RATING.count,
    },
    offers: {
      '@type': 'Offer',
      url,
      priceCurrency: 'USD',
      price: '0.00',
      priceValidUntil: offerValidUntil(site.offerPriceValidUntil),
      availability: 'https://schema.org/InStock',
      seller: { '@type': 'Organization', '@id': `${site.siteUrl}/#organization`, name: site.brand.name },
    },
  };
}

export interface JobPostingInput {
  title: string;
  /** HTML, as Google accepts it in `description`. */
  descriptionHtml: string;
  /** `YYYY-MM-DD`. */
  datePosted: string;
  employmentType: string;
  /** "City, Country", as the content API names an office. */
  location: string;
  remote: boolean;
  url: string;
  /** `YYYY-MM-DD`, the last day applications are taken, or the instant they stop (ISO 8601). */
  validThrough?: string | null;
  baseSalary?: { currency: string; min: number; max: number; unit: string } | null;
  directApply?: boolean;
}

/** Google's job results: an office job names its place, a remote one the country applicants must live in. */
export function jobPostingJsonLd(job: JobPostingInput): JsonLdObject {
  const [city, ...rest] = job.location.split(',').map((part) => part.trim());
  const country = rest.at(-1) ?? city ?? '';
  return {
    '@context': 'https://schema.org',
    '@type': 'JobPosting',
    title: job.title,
    description: job.descriptionHtml,
    datePosted: job.datePosted,
    employmentType: job.employmentType,
    hiringOrganization: {
      '@type': 'Organization',
      name: site.brand.name,
      sameAs: site.siteUrl,
      logo: absoluteUrl('/icon.svg'),
    },
    ...(job.remote
      ? { jobLocationType: 'TELECOMMUTE', applicantLocationRequirements: { '@type': 'Country', name: country } }
      : {
          jobLocation: {
            '@type': 'Place',
            address: { '@type': 'PostalAddress', addressLocality: city, addressCountry: country },
          },
        }),
    url: job.url,
    // Google reads validThrough as a date-time: a last day is open to its end, in UTC.
    ...(job.validThrough ? { validThrough: closingInstant(job.validThrough) } : {}),
    ...(job.baseSalary
      ? {
          baseSalary: {
            '@type': 'MonetaryAmount',
            currency: job.baseSalary.currency,
            value: {
              '@type': 'QuantitativeValue',
              minValue: job.baseSalary.min,
              maxValue: job.baseSalary.max,
              unitText: job.baseSalary.unit,
            },
          },
        }
      : {}),
    directApply: job.directApply ?? false,
  };
}
