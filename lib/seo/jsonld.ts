import { site } from '@/lib/site';
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

export interface Crumb {
  name: string;
  path: string;
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
