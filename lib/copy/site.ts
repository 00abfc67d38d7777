import { brand } from '@/lib/config/public';

export const SITE_COPY = {
  description: `${brand.name} connects businesses with pre-vetted remote developers, designers, virtual assistants, marketers and accountants: the top 10% of 50,000+ candidates, shortlisted in 3 to 5 days, with a two-week risk-free trial.`,
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

export const ERROR_COPY = {
  title: 'Something went wrong on our side',
  lead: 'This page could not be shown just now. Nothing you did caused it, and our team has been told. Please try again in a moment, or go back to the homepage.',
  retry: 'Try again',
  home: 'Back to Homepage',
  imageAlt: 'A compass pointing away from an empty map',
  metaTitle: 'Something went wrong',
} as const;
