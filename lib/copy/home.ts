import { routes } from '@/lib/routes';

export const HERO_COPY = {
  eyebrow: 'Pre-vetted remote talent',
  headline: 'Hire the top 10% of remote developers and specialists',
  lead: 'Developers, designers, virtual assistants, marketers and accountants, screened by AI and by people and shortlisted in 3 to 5 days. Start with a two-week risk-free trial and save up to 66%.',
  hire: { label: 'Hire Developers', href: routes.scheduleCall },
  apply: { label: 'Apply For Jobs', href: routes.applyAsTalent },
  stats: [
    { value: '50,000+', label: 'pre-vetted talents' },
    { value: '3–5 days', label: 'to your shortlist' },
    { value: '66%', label: 'average savings' },
  ],
} as const;

export const TRUSTED_BY_COPY = {
  heading: 'Trusted By',
  lead: 'Start-ups, agencies and enterprises rely on our remote teams.',
  carouselLabel: 'Companies that trust us',
} as const;

export const HOME_SEO = {
  title: 'Hire Pre-Vetted Remote Developers and Specialists',
  description:
    'Hire the top 10% of remote developers, designers, virtual assistants, marketers and accountants. Shortlists in 3 to 5 days, a two-week risk-free trial and savings of up to 66%.',
} as const;
