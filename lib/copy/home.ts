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
    // The spec's claim is a maximum, never an average.
    { value: 'up to 66%', label: 'savings' },
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

export const WHY_US_COPY = {
  heading: 'Why teams hire through us',
  lead: 'Every hire starts with a two-week free trial: if the fit is not right, we replace the talent at no cost.',
  features: [
    {
      title: 'Two-week free trial',
      text: 'Work with your new hire for two weeks before you commit. Not the right fit? We find a replacement free of charge.',
    },
    {
      title: 'Shortlists in 3 to 5 days',
      text: 'AI matching narrows the pool and our recruiters interview the finalists, so you meet people who are ready to start.',
    },
    {
      title: 'Save up to 66%',
      text: 'Senior skills at remote rates, with payroll, equipment and compliance handled on our side.',
    },
    {
      title: 'A dedicated account manager',
      text: 'One person who knows your team, checks in weekly and solves problems before they reach you.',
    },
  ],
} as const;

export const TALENT_BENEFITS_COPY = {
  heading: 'Benefits for talent',
  lead: 'We look after the people we place, which is why they stay and do their best work.',
  features: [
    {
      title: 'Long-term projects',
      text: 'Stable engagements with clients in North America and Europe, not one-off gigs.',
    },
    {
      title: 'Paid on time, every time',
      text: 'Salaries in full and on schedule, with paid leave and medical benefits.',
    },
    { title: 'Room to grow', text: 'Mentoring, certifications and a clear path from junior to lead.' },
    {
      title: 'Flexible hours',
      text: 'Overlap with your client where it matters and plan the rest of your day yourself.',
    },
  ],
} as const;

export const TECHNOLOGY_COPY = {
  heading: 'Technologies our developers master',
  lead: 'Pick a stack to see the specialists we can introduce this week.',
  tabsLabel: 'Technology stacks',
} as const;

export const QUALITY_COPY = {
  heading: 'How we measure quality',
  lead: 'Every candidate is scored on the same parameters before a client ever sees a profile.',
  features: [
    { title: 'Technical depth', text: 'Hands-on tests and live coding in the stack you hire for.' },
    { title: 'Communication', text: 'Mandatory English assessment and a conversation with our recruiters.' },
    { title: 'Problem solving', text: 'An IQ and reasoning test, then real-world scenarios in the interview.' },
    { title: 'Reliability', text: 'References, work history and time-zone overlap checked up front.' },
  ],
} as const;

export const FUNNEL_TEASER_COPY = {
  heading: 'Only the top 10% make it',
  lead: 'Seven stages, each weighted, filter thousands of applicants down to the few we call Hiring Geniuses.',
  more: 'See the full vetting process',
} as const;

export const HIRING_PROCESS_COPY = {
  heading: 'Hire in four steps',
  steps: [
    { title: 'Tell us what you need', text: 'A 30-minute call about the role, the skills and how your team works.' },
    { title: 'Meet your shortlist', text: 'Within 3 to 5 days you receive pre-vetted profiles that match the brief.' },
    { title: 'Interview and choose', text: 'Talk to the candidates you like and pick the one who fits.' },
    {
      title: 'Start your free trial',
      text: 'Your hire begins on a two-week risk-free trial, with onboarding handled by us.',
    },
  ],
} as const;

export const ADDITIONAL_SKILLS_COPY = {
  heading: 'Beyond development',
  lead: 'The same vetting, applied to the roles that keep a business running.',
  tabsLabel: 'Additional skills',
  tabs: [
    {
      title: 'Digital Marketing',
      skills: [
        'SEO and content strategy',
        'Paid search and social ads',
        'Email marketing',
        'Marketing analytics',
        'Social media management',
      ],
    },
    {
      title: 'Accounting & Finance',
      skills: ['Bookkeeping', 'Accounts payable and receivable', 'Payroll', 'Tax preparation', 'Financial reporting'],
    },
    {
      title: 'Virtual Assistant',
      skills: [
        'Inbox and calendar management',
        'Customer support',
        'Data entry and research',
        'Travel planning',
        'Executive assistance',
      ],
    },
  ],
} as const;

export const PRICING_CTA_COPY = {
  heading: 'See what your team would cost',
  lead: 'Our pricing guide lists hourly rates by role and seniority, with the discounts for larger teams.',
  action: { label: 'View the pricing guide', href: routes.withHash(routes.pricing, 'our-pricing') },
} as const;
