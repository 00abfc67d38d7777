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
    address: site.offices.map((office) => ({
      '@type': 'PostalAddress',
      name: `${site.brand.name} ${office.country}`,
      streetAddress: office.street,
      addressLocality: office.city,
      addressRegion: office.region,
      postalCode: office.postalCode,
      addressCountry: office.countryCode,
      telephone: office.phone,
    })),
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
    image: [article.image],
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
    ...(event.images.length ? { image: event.images } : {}),
    url: absoluteUrl(event.path),
    organizer: publisher(),
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
  };
}
