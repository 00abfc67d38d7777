import { routes } from '@/lib/routes';

export interface FunnelStage {
  title: string;
  /** The stage's weight in the final score, in percent; `null` for a stage that only filters. */
  weight: number | null;
  text: string;
  /** Shown instead of the weight. */
  badge?: string;
}

/** Spec 001 §9: seven stages, their weights, and the top 10% called Hiring Geniuses. */
export const VETTING_STAGES: readonly FunnelStage[] = [
  {
    title: 'Job Application Screening',
    weight: null,
    text: 'CVs and portfolios checked against the role: experience, stack and availability.',
  },
  {
    title: 'HR Screening',
    weight: 60,
    text: 'A conversation about motivation, work history, communication and time-zone fit.',
  },
  {
    title: 'Online Test',
    weight: 40,
    text: 'Between 8 and 12 online tests, including mandatory English and IQ assessments.',
  },
  {
    title: 'AI-Powered Technical Test',
    weight: 30,
    text: 'Adaptive technical questions that adjust to each answer and flag copied work.',
  },
  {
    title: 'In-person Interview',
    weight: 20,
    text: 'A senior engineer or specialist explores real projects and decisions in depth.',
  },
  {
    title: 'Live Coding Challenge',
    weight: 15,
    text: 'A practical task solved live, the way the candidate would work on your team.',
  },
  {
    title: 'Hiring Geniuses',
    weight: null,
    badge: 'Top 10%',
    text: 'The top 10% who pass every stage join the pool we introduce to clients.',
  },
];

export const VETTING_COPY = {
  seo: {
    title: 'Our Distinct Vetting Process',
    description:
      'Seven weighted stages, 8 to 12 online tests including English and IQ, AI-powered technical tests and live coding: how we select the top 10% of remote talent.',
  },
  banner: {
    eyebrow: 'Vetting process',
    title: 'How we vet talent',
    lead: 'Seven stages. Only the top 10% pass: our Hiring Geniuses.',
  },
  crumb: 'Vetting process',
  funnel: {
    heading: 'The seven-stage vetting funnel',
    lead: 'Each stage carries a weight in the final score, so no single good day gets anyone through.',
    weightLabel: (weight: number) => `${weight}% weight`,
    noWeight: 'No weight',
  },
  reasons: {
    heading: 'Reasons to choose our talent',
    features: [
      {
        title: 'Proven skills, not claims',
        text: 'Every profile comes with test scores and interview notes you can read.',
      },
      { title: 'Fluent communicators', text: 'English is tested for everyone, not assumed.' },
      { title: 'Ready in days', text: 'A pre-vetted pool means shortlists in 3 to 5 days instead of weeks.' },
      { title: 'Free replacement', text: 'A 14-day trial with a free replacement if the fit is not right.' },
    ],
  },
  teamBuilding: {
    heading: 'Building your team in three steps',
    steps: [
      { title: 'Define', text: 'We map the roles, seniority and hours your project needs.' },
      { title: 'Match', text: 'Our AI ranks the vetted pool and recruiters hand-pick the shortlist.' },
      { title: 'Launch', text: 'You interview, choose, and your team starts on a two-week trial.' },
    ],
  },
  why: {
    heading: 'Why we vet this way',
    paragraphs: [
      'A hire who looks good on paper and struggles in week three costs more than the search itself. Weighted stages let strong communication make up for a nervous test, but never for missing skills.',
      'Combining AI scoring with people who have done the job themselves removes guesswork on both sides: clients see evidence, and candidates know exactly what is expected of them.',
    ],
  },
  video: {
    heading: 'Watch the funnel at work',
    missing: 'The video is not available right now; the poster above shows where it will play.',
  },
  cta: {
    heading: 'Ready to meet pre-vetted talent?',
    action: { label: 'Schedule a call', href: routes.scheduleCall },
  },
} as const;
