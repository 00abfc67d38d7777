export const HOW_IT_WORKS_COPY = {
  seo: {
    title: 'How It Works',
    description:
      'From advanced screening to onboarding: the five steps to hiring pre-vetted remote talent, with rates from $5 per hour and a two-week free trial.',
  },
  banner: {
    eyebrow: 'How it works',
    title: 'From first call to hire',
    lead: 'Five steps, most of them on our side.',
  },
  crumb: 'How it works',
  steps: {
    heading: 'Stepping stones to your next hire',
    items: [
      {
        question: 'Advanced Screening',
        answer: 'Applicants pass a seven-stage funnel of tests and interviews; only the top 10% join our pool.',
      },
      {
        question: 'Specification Sharing',
        answer: 'You share the role, skills, seniority and working hours in a short call or a written brief.',
      },
      {
        question: 'Matching & Shortlisting',
        answer: 'AI ranks the pool against your brief and recruiters shortlist the best matches within 3 to 5 days.',
      },
      {
        question: 'Interviewing',
        answer: 'You interview the shortlisted candidates, ask for a test task if you like, and choose.',
      },
      {
        question: 'Hiring/Onboarding/Managing',
        answer:
          'We handle contracts, payroll and equipment; your account manager checks in through the two-week trial and beyond.',
      },
    ],
  },
  benefits: {
    heading: 'What you get',
    features: [
      { title: 'Two-week free trial', text: 'Start risk-free, with a free replacement if the fit is not right.' },
      { title: 'No hiring overheads', text: 'No job ads, agency fees or payroll set-up on your side.' },
      { title: 'Time-zone overlap', text: 'Talent that works your core hours from four offices worldwide.' },
      { title: 'Scale up or down', text: 'Add people for a launch and scale back afterwards, with a month’s notice.' },
    ],
  },
  rates: {
    heading: 'Rates by experience',
    lead: 'Hourly rates for full-time remote talent; the exact rate depends on the skills and the market.',
    perHour: 'per hour',
    cards: [
      { level: 'Junior', experience: '0–3 years', rate: '$5–$10' },
      { level: 'Mid', experience: '3–7 years', rate: '$9–$15' },
      { level: 'Senior', experience: '7+ years', rate: '$12–$25' },
    ],
  },
  quotes: {
    heading: 'From our clients',
    items: [
      {
        quote: 'The shortlist arrived on day four, and the first candidate we interviewed is now our tech lead.',
        name: 'Daniel Ortiz',
        role: 'VP Engineering, fintech',
      },
      {
        quote: 'Onboarding was handled end to end. Our new hire had access and a laptop on day one.',
        name: 'Sarah Lindqvist',
        role: 'Operations Manager, agency',
      },
      {
        quote: 'We scaled from two to nine developers in a quarter without a single recruiter on staff.',
        name: 'Kenji Mori',
        role: 'Co-founder, health-tech start-up',
      },
    ],
  },
} as const;
