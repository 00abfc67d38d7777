// @vitest-environment node
import { describe, expect, it } from 'vitest';
import {
  articleJsonLd,
  breadcrumbJsonLd,
  eventJsonLd,
  hireOfferJsonLd,
  jobPostingJsonLd,
  offerValidUntil,
  organizationJsonLd,
  serializeJsonLd,
  serviceJsonLd,
} from '@/lib/seo/jsonld';
import { buildMetadata } from '@/lib/seo/metadata';

describe('buildMetadata', () => {
  const metadata = buildMetadata({ title: 'Blog', description: 'Insights on remote hiring.', path: '/blog' });

  it('sets the canonical and both alternate languages to the absolute URL', () => {
    expect(metadata.alternates).toEqual({
      canonical: 'http://localhost:3000/blog',
      languages: { 'x-default': 'http://localhost:3000/blog', 'en-US': 'http://localhost:3000/blog' },
    });
  });

  it('fills OpenGraph and the Twitter card with the branded title', () => {
    expect(metadata.openGraph).toMatchObject({
      title: 'Blog | Talentbridge',
      url: 'http://localhost:3000/blog',
      type: 'website',
      locale: 'en_US',
    });
    expect(metadata.twitter).toMatchObject({ card: 'summary_large_image', title: 'Blog | Talentbridge' });
  });

  it('points og:image and twitter:image at the social card, with its size, type and alt', () => {
    const card = {
      url: 'http://localhost:3000/blog-details/post/opengraph-image',
      width: 1200,
      height: 630,
      type: 'image/png',
      alt: 'Post',
    };
    const own = buildMetadata({
      title: 'Post',
      description: 'd',
      path: '/blog-details/post',
      card: '/blog-details/post/opengraph-image',
    });
    expect(own.openGraph?.images).toEqual([card]);
    expect(own.twitter?.images).toEqual([card]);
    expect(metadata.openGraph?.images).toEqual([
      expect.objectContaining({ url: 'http://localhost:3000/opengraph-image', width: 1200, height: 630 }),
    ]);
  });

  it('uses article tags for posts and keeps an absolute home title', () => {
    const article = buildMetadata({
      title: 'Post',
      description: 'd',
      path: '/blog-details/post',
      article: { publishedTime: '2025-03-12' },
    });
    expect(article.openGraph).toMatchObject({ type: 'article', publishedTime: '2025-03-12' });
    const home = buildMetadata({ title: 'Talentbridge: Hire', description: 'd', path: '/', absoluteTitle: true });
    expect(home.title).toEqual({ absolute: 'Talentbridge: Hire' });
    expect(home.alternates?.canonical).toBe('http://localhost:3000');
  });
});

describe('JSON-LD', () => {
  it('escapes < so CMS text cannot close the script tag', () => {
    const json = serializeJsonLd({ headline: '</script><script>alert(1)</script>' });
    expect(json).not.toContain('<');
    expect(JSON.parse(json)).toEqual({ headline: '</script><script>alert(1)</script>' });
  });

  it('describes the organisation with its four offices', () => {
    const organization = organizationJsonLd();
    expect(organization['@type']).toBe('Organization');
    expect((organization.address as { addressCountry: string }[]).map((address) => address.addressCountry)).toEqual([
      'CA',
      'CO',
      'IN',
      'US',
    ]);
  });

  it('numbers breadcrumb items from 1 with absolute URLs', () => {
    const crumbs = breadcrumbJsonLd([
      { name: 'Home', path: '/' },
      { name: 'blog', path: '/blog' },
    ]);
    expect(crumbs.itemListElement).toEqual([
      { '@type': 'ListItem', position: 1, name: 'Home', item: 'http://localhost:3000' },
      { '@type': 'ListItem', position: 2, name: 'blog', item: 'http://localhost:3000/blog' },
    ]);
  });
});

describe('service and hire-category JSON-LD', () => {
  it('describes a service offered by the organisation', () => {
    const data = serviceJsonLd({
      name: 'QA Teams',
      description: 'Testing.',
      serviceType: 'Remote staffing',
      image: 'http://x/i.webp',
      path: '/services/qa',
    });
    expect(data).toMatchObject({
      '@type': 'Service',
      name: 'QA Teams',
      url: 'http://localhost:3000/services/qa',
      provider: { name: 'Talentbridge' },
    });
  });

  it('rates a hire category as a Product with a free USD offer', () => {
    const data = hireOfferJsonLd({
      name: 'Hire remote Developers',
      description: 'd',
      image: 'http://x/i.webp',
      path: '/hire-our-genius-mind/developers',
    });
    expect(data).toMatchObject({
      '@type': 'Product',
      aggregateRating: { '@type': 'AggregateRating', ratingValue: 4.5, bestRating: 5, ratingCount: 100 },
      offers: {
        '@type': 'Offer',
        priceCurrency: 'USD',
        price: '0.00',
        url: 'http://localhost:3000/hire-our-genius-mind/developers',
      },
    });
  });

  it('names each picture by its file alone: a focal point staff set is for the page, not for search engines', () => {
    const image = 'http://x/uploads/i.webp#focus=20,85';
    const file = 'http://x/uploads/i.webp';
    const common = { name: 'n', description: 'd', path: '/p' };
    expect(serviceJsonLd({ ...common, serviceType: 's', image }).image).toBe(file);
    expect(hireOfferJsonLd({ ...common, image }).image).toEqual([file]);
    expect(eventJsonLd({ ...common, startDate: null, venue: 'v', city: 'c', images: [image, file] }).image).toEqual([
      file,
      file,
    ]);
    const article = { headline: 'h', description: 'd', image, datePublished: '2026-11-30', section: 's', path: '/p' };
    expect(articleJsonLd(article).image).toEqual([file]);
  });

  it('keeps the offer valid until a configured date, or the end of next year', () => {
    expect(offerValidUntil('2030-06-30')).toBe('2030-06-30');
    expect(offerValidUntil(undefined, new Date('2026-11-22T10:00:00Z'))).toBe('2027-12-31');
  });
});

describe('jobPostingJsonLd', () => {
  const job = {
    title: 'Senior React Developer',
    descriptionHtml: '<p>Build features.</p>',
    datePosted: '2025-03-12',
    employmentType: 'FULL_TIME',
    location: 'Toronto, Canada',
    url: 'http://localhost:3000/apply-as-talent?job=senior-react-developer',
  };

  it('names the office for an on-site job, with the fields Google requires', () => {
    expect(jobPostingJsonLd({ ...job, remote: false })).toMatchObject({
      '@type': 'JobPosting',
      title: 'Senior React Developer',
      description: '<p>Build features.</p>',
      datePosted: '2025-03-12',
      employmentType: 'FULL_TIME',
      hiringOrganization: { '@type': 'Organization', name: 'Talentbridge' },
      jobLocation: { address: { addressLocality: 'Toronto', addressCountry: 'Canada' } },
    });
  });

  it('marks a remote job as telecommute, with the country applicants must live in', () => {
    const remote = jobPostingJsonLd({ ...job, remote: true });
    expect(remote).toMatchObject({
      jobLocationType: 'TELECOMMUTE',
      applicantLocationRequirements: { '@type': 'Country', name: 'Canada' },
    });
    expect(remote).not.toHaveProperty('jobLocation');
  });

  it('adds validThrough, baseSalary and directApply when the opening has them, and omits what it lacks', () => {
    const full = jobPostingJsonLd({
      ...job,
      remote: false,
      validThrough: '2027-01-31',
      baseSalary: { currency: 'CAD', min: 65_000, max: 80_000, unit: 'YEAR' },
      directApply: true,
    });
    expect(full).toMatchObject({
      validThrough: '2027-01-31T23:59:59Z',
      baseSalary: {
        '@type': 'MonetaryAmount',
        currency: 'CAD',
        value: { '@type': 'QuantitativeValue', minValue: 65_000, maxValue: 80_000, unitText: 'YEAR' },
      },
      directApply: true,
    });
    // An opening that closes at a given hour keeps that instant.
    const timed = jobPostingJsonLd({ ...job, remote: false, validThrough: '2027-01-31T17:00:00.000Z' });
    expect(timed).toMatchObject({ validThrough: '2027-01-31T17:00:00.000Z' });
    const bare = jobPostingJsonLd({ ...job, remote: false });
    expect(bare).not.toHaveProperty('validThrough');
    expect(bare).not.toHaveProperty('baseSalary');
    expect(bare).toMatchObject({ directApply: false });
  });
});
