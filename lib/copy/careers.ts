// Copy of the talent-facing careers pages: apply as talent, current openings and all skills.
import { brand } from '@/lib/config/public';

export const APPLY_COPY = {
  seo: {
    title: 'Apply as Talent: Remote Work with Vetted Clients',
    description: `Join the ${brand.name} talent community: long-term remote roles in development, design, marketing, accounting and virtual assistance, with fair pay and real support.`,
  },
  banner: {
    eyebrow: 'Careers',
    title: 'Work Remotely with Companies That Value You',
    lead: 'Join a community of pre-vetted professionals matched with clients in North America and beyond.',
    openings: 'See Current Openings',
  },
  roles: {
    heading: 'Roles We Hire For',
    lead: 'Every role is long-term and remote, with a client who has already committed to the engagement.',
    caption: 'Roles, typical work and the experience we look for',
    columns: ['Role', 'Typical work', 'Experience'] as const,
    rows: [
      [
        'Software developer',
        'Web, mobile and back-end features in React, Node.js, Python, PHP, Java or Go',
        '2+ years',
      ],
      ['UI/UX designer', 'Product flows, design systems, prototypes and usability tests', '2+ years'],
      ['Digital marketer', 'SEO, paid campaigns, content calendars and reporting', '1+ years'],
      ['Accountant and bookkeeper', 'Month-end close, reconciliations, payroll and tax preparation', '2+ years'],
      ['Virtual assistant', 'Inbox and calendar management, research and customer support', '1+ years'],
      ['Data engineer', 'Pipelines, warehouses and dashboards', '3+ years'],
    ] as const,
  },
  perks: {
    heading: 'Why Talent Stays With Us',
    items: [
      'Long-term engagements with vetted clients, not one-off gigs',
      'Pay on time, every month, in your local currency',
      'A dedicated talent partner who checks in every week',
      'Paid learning time and certification support',
      'Flexible hours that overlap sensibly with your client',
      'A replacement guarantee that protects you as well as the client',
    ],
  },
  skills: {
    heading: 'Skills in Demand',
    items: [
      'React',
      'Node.js',
      'Python',
      'Ruby',
      'Swift',
      'Android',
      'Java',
      'Angular',
      'PHP',
      'Go',
      'Data engineering',
      'UI/UX design',
      'SEO and paid media',
      'Bookkeeping',
      'Tax preparation',
      'Customer support',
    ],
  },
  stories: {
    heading: 'Stories From Our Community',
    items: [
      {
        name: 'Ana, React developer',
        quote:
          'I joined for one project and stayed for three years. My talent partner helped me move from front-end work to leading a small team.',
      },
      {
        name: 'Rahul, accountant',
        quote:
          'The vetting was thorough, but once I was in, every client already knew what I could do. No more pitching myself every month.',
      },
      {
        name: 'Camila, digital marketer',
        quote:
          'Flexible hours let me finish my degree while working with a US client. The learning budget paid for two certifications.',
      },
    ],
  },
  steps: {
    heading: 'Join the Community in Four Steps',
    items: [
      { title: 'Apply', text: 'Pick an opening that fits you and send your profile.' },
      { title: 'Get vetted', text: 'Screening, skills tests and a live interview, with feedback at every stage.' },
      { title: 'Get matched', text: 'We introduce you to clients whose projects fit your skills and hours.' },
      { title: 'Start and grow', text: 'Begin the engagement with a talent partner at your side.' },
    ],
  },
  cta: { heading: 'Ready to Apply?', lead: 'New roles open every week.', openings: 'Browse Current Openings' },
} as const;

export const OPENINGS_COPY = {
  seo: {
    title: 'Current Openings: Remote and Office Jobs',
    description: `Open roles at ${brand.name} in Toronto, Medellín, Kolkata, New York and remote: developers, designers, marketers, accountants and interns.`,
  },
  banner: {
    eyebrow: 'Careers',
    title: 'Current Openings',
    lead: 'Find the role that fits you, in one of our offices or fully remote.',
  },
  heading: 'Open Positions',
  tabsLabel: 'Openings by location',
  allJobs: 'All Jobs',
  columns: { title: 'Position', experience: 'Experience', location: 'Location', openedOn: 'Posted' },
  viewDetails: 'View Details',
  noJobsHere: 'No openings in this office right now.',
  beginNow: {
    heading: 'Not Sure Where You Fit?',
    lead: 'Tell us about yourself and we will find the right role.',
    label: 'Begin Now',
  },
} as const;

export const SKILLS_COPY = {
  seo: {
    title: 'All Skills and Roles We Hire',
    description: `Every technology and role in the ${brand.name} talent pool: developers, designers, marketers, accountants and assistants, ready to join your team.`,
  },
  banner: {
    eyebrow: 'Skills',
    title: 'Every Skill Your Team Needs',
    lead: 'Browse the technologies and roles our vetted talent covers.',
  },
  skillsHeading: 'Technologies',
  // Each technology's link is named "Go developers", not "Go": a link text alone must say where it leads (SEO, a11y).
  skillLinkSuffix: 'developers',
  rolesHeading: 'Roles',
  cta: {
    heading: 'From Shortlist to First Day in Five Days',
    lead: 'See how we match you with the right people, and what the two-week risk-free trial covers.',
    label: 'See How It Works',
  },
} as const;
