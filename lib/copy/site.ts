import { site } from '@/lib/site';

export const SITE_COPY = {
  description: `${site.brand.name} connects businesses with pre-vetted remote developers, designers, virtual assistants, marketers and accountants: the top 10% of 50,000+ candidates, shortlisted in 3 to 5 days, with a two-week risk-free trial.`,
  skipLink: 'Skip to content',
} as const;

export const NOT_FOUND_COPY = {
  title: 'This Page is Not Found',
  lead: 'The link may be broken, or the page may have moved. Let us get you back on track.',
  home: 'Back to Homepage',
  contact: 'Contact us',
  imageAlt: 'A compass pointing away from an empty map',
  metaTitle: 'Page not found',
} as const;
