import { routes } from '@/lib/routes';

export const ABOUT_COPY = {
  seo: {
    title: 'About Us',
    description:
      'Four offices, 200+ talented minds, 1300+ clients and 12+ years connecting companies with pre-vetted remote developers and specialists.',
  },
  banner: {
    eyebrow: 'About us',
    title: 'Building remote teams that last',
    lead: 'Matching companies with remote talent since 2012.',
  },
  crumb: 'about-us',
  stats: [
    { value: '4', label: 'offices' },
    { value: '200+', label: 'talented minds' },
    { value: '1300+', label: 'clients' },
    { value: '12+', label: 'years' },
  ],
  statsLabel: 'Our company in numbers',
  whoWeAre: {
    heading: 'Who We Are',
    paragraphs: [
      'We are recruiters, engineers and account managers spread across Kolkata, Medellín, New York and Toronto. Our job is simple to say and hard to do: find people who are excellent at their craft and help them do their best work for our clients.',
      'Clients come to us for developers, designers, marketers, accountants and assistants. They stay because the people we introduce keep delivering long after the trial ends.',
    ],
  },
  tabs: {
    label: 'How we work',
    items: [
      {
        title: 'Our Approach',
        text: 'We combine AI matching with people who know the job. Every candidate is tested, interviewed and scored before a client sees a profile, and every placement has an account manager who stays involved.',
      },
      {
        title: 'Our Mission',
        text: 'To make hiring remote talent as safe as hiring next door: transparent skills, fair pay for talent, and a trial that lets clients decide with confidence.',
      },
      {
        title: 'Awards & Recognition',
        text: 'Our teams have been recognised by industry reviewers for client satisfaction and by our own people as a great place to work. The recognition we value most is the clients who return for their next hire.',
      },
    ],
  },
  quotes: {
    heading: 'What our clients say',
    label: 'Client testimonials',
    items: [
      {
        quote: 'We had two senior engineers in our stand-ups within a week, and both are still with us.',
        name: 'Priya Raman',
        role: 'CTO, logistics start-up',
      },
      {
        quote: 'The trial took the risk out of it. By day five we knew we had the right person.',
        name: 'Marcus Hale',
        role: 'Founder, e-commerce studio',
      },
      {
        quote: 'Our month-end close went from twelve days to six with their accounting team.',
        name: 'Elena Duarte',
        role: 'Finance Director, retail group',
      },
      {
        quote: 'They understood our design system better than some agencies we paid twice as much.',
        name: 'Tom Becker',
        role: 'Head of Product, SaaS company',
      },
      {
        quote: 'Our virtual assistant runs my calendar and inbox; I got ten hours a week back.',
        name: 'Aisha Noor',
        role: 'Managing Partner, consultancy',
      },
    ],
  },
  milestones: {
    heading: 'Milestones',
    label: 'Company milestones',
    items: [
      { year: '2008', text: 'Our founders start a small software studio serving local businesses.' },
      { year: '2010', text: 'The first remote team is placed with a client in North America.' },
      { year: '2012', text: 'The staffing practice becomes its own company, with a vetting process of its own.' },
      { year: '2014', text: 'A second office opens and accounting and finance roles join the catalogue.' },
      { year: '2016', text: 'We pass 500 clients and launch virtual assistant services.' },
      { year: '2018', text: 'The AI-powered technical test becomes part of every vetting funnel.' },
      { year: '2021', text: 'Offices in Medellín and Toronto bring talent closer to our clients’ time zones.' },
      { year: '2023', text: 'Over 1300 clients and 200 team members across four offices.' },
      { year: '2024', text: 'A partnership funds food, lodging and education for a child for every talent we hire.' },
    ],
  },
  cta: {
    heading: 'Get to know us better',
    actions: [
      { label: 'Our culture and values', href: routes.culture },
      { label: 'Social responsibility', href: routes.socialResponsibility },
    ],
    consultation: { label: 'Book a free consultation', href: routes.scheduleCall },
  },
} as const;
