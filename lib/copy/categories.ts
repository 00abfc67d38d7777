// Fixed copy of the hire-category pages (spec 000 §2 "Hire-category landing", §9); client-safe.
import type { FaqEntry } from './faq';

export const CATEGORIES_INDEX_COPY = {
  title: 'Hire Our Genius Minds',
  eyebrow: 'Pre-vetted remote talent',
  lead: 'Developers, designers, virtual assistants, marketers and accountants from the top 10% of 50,000+ pre-vetted talents.',
  heading: 'Every role you can hire',
  seo: {
    title: 'Hire Pre-Vetted Remote Talent by Role',
    description:
      'Hire pre-vetted remote developers, designers, virtual assistants, digital marketers and accountants: a shortlist in 3 to 5 days and a two-week risk-free trial.',
  },
} as const;

/** Placeholder review-site ratings (spec 000 §9). */
export const REVIEW_RATINGS = [
  { site: 'Clutch', rating: 4.8 },
  { site: 'GoodFirms', rating: 4.5 },
  { site: 'Trustpilot', rating: 4.6 },
] as const;

export const CATEGORY_COPY = {
  breadcrumbCategories: 'Hire Talent',
  banner: {
    eyebrow: 'Top 10% of 50,000+ pre-vetted talents',
    lead: (title: string) =>
      `Hire remote ${title} shortlisted in 3 to 5 days, from $15 an hour for juniors to $40 for experienced specialists.`,
    hire: 'Hire Now',
    ratingsLabel: 'Review-site ratings',
    ratingOutOf: (rating: number) => `${rating} out of 5`,
  },
  selection: {
    heading: 'How we select your talent',
    lead: 'Every shortlist is matched on the parameters that decide whether a hire works out.',
    parameters: [
      { title: 'Skills and seniority', text: 'From juniors at $15 an hour to experienced specialists at up to $40.' },
      { title: 'Time zone and hours', text: 'Talent that works your business hours and joins your meetings.' },
      { title: 'Industry experience', text: 'People who have solved problems like yours before.' },
      { title: 'Communication', text: 'Clear written and spoken English, checked in live interviews.' },
    ],
  },
  whyHire: {
    heading: (title: string) => `Why hire remote ${title} with us`,
    entries: [
      {
        question: 'A shortlist in 3 to 5 days',
        answer: 'We keep 50,000+ pre-vetted talents ready, so matched profiles reach you within a working week.',
      },
      {
        question: 'Savings of up to 66%',
        answer: 'Remote rates from $15 an hour for juniors to $40 for experienced talent, with no recruiting fees.',
      },
      {
        question: 'A two-week risk-free trial',
        answer: 'Work together for two weeks first; if it is not the right fit, you pay nothing.',
      },
      {
        question: 'Only the top 10%',
        answer: 'Nine in ten applicants do not pass our vetting, so you only meet people who can deliver.',
      },
    ] satisfies FaqEntry[],
  },
  pricing: {
    heading: 'Simple, transparent pricing',
    lead: 'Pay by the hour or by the month; every plan starts with a two-week risk-free trial.',
  },
  profiles: {
    heading: 'Meet pre-vetted talent',
    lead: 'A few of the profiles ready to join your team.',
    carouselLabel: 'Pre-vetted talent profiles',
  },
  vetting: {
    heading: 'Our four-step vetting',
    lead: 'Only the top 10% of applicants make it through.',
    steps: [
      { title: 'Screening', text: 'HR screening of experience, communication and motivation.' },
      { title: 'Testing', text: 'An online skills test followed by an AI-assisted technical test.' },
      { title: 'Interview', text: 'An in-person interview with a senior specialist of the same field.' },
      { title: 'Live work', text: 'A live coding or live task session on a real-world problem.' },
    ],
  },
  tools: {
    heading: 'Tools and platforms',
    lead: 'Choose a specialism to see its talent.',
  },
  sub: {
    whyUsHeading: (title: string) => `Why hire ${title} through us`,
    toolsHeading: 'Tools and platforms they master',
    differentiators: {
      heading: 'What sets us apart',
      points: [
        'The top 10% of 50,000+ pre-vetted talents',
        'A shortlist in 3 to 5 days',
        'Savings of up to 66% on hiring costs',
        'A two-week risk-free trial',
        'Rated 4.8, 4.5 and 4.6 on review sites',
        'One account manager from first call to growth',
      ],
    },
    acquisition: {
      heading: 'Hire in four steps',
      steps: [
        { title: 'Tell us what you need', text: 'Share the role, skills and hours in a short call.' },
        { title: 'Review your shortlist', text: 'Receive matched, pre-vetted profiles in 3 to 5 days.' },
        { title: 'Interview and choose', text: 'Meet your favourites and pick who joins your team.' },
        { title: 'Start the trial', text: 'Work together risk-free for two weeks, then carry on.' },
      ],
    },
    faqHeading: 'Frequently asked questions',
    faq: (title: string): FaqEntry[] => [
      {
        question: `How fast can I hire ${title}?`,
        answer: 'Most clients receive a shortlist in 3 to 5 days and start within two weeks.',
      },
      {
        question: 'What does it cost?',
        answer: 'Rates start at $15 an hour for juniors and go up to $40 for experienced specialists.',
      },
      {
        question: 'How much can I save?',
        answer: 'Clients save up to 66% compared with hiring locally, with no recruiting fees.',
      },
      {
        question: 'Is there a trial?',
        answer: 'Yes: a two-week risk-free trial. If the fit is not right, you do not pay.',
      },
      {
        question: 'How are candidates vetted?',
        answer: 'Only the top 10% pass HR screening, tests, interviews and live coding.',
      },
      {
        question: 'How large is your talent pool?',
        answer: 'More than 50,000 pre-vetted talents across development, design, marketing and finance.',
      },
    ],
    closing: {
      heading: 'Your next hire is a few days away',
      lead: 'Book a short call and meet your shortlist in 3 to 5 days.',
      action: 'Schedule a Call',
    },
    backToParent: (parent: string) => `See all ${parent} roles`,
  },
  seo: {
    productName: (title: string) => `Hire remote ${title}`,
  },
} as const;
