// Fixed copy of the service pages (spec 000 §2 "Service detail", §9); client-safe.
import type { FaqEntry } from './faq';
import { brand } from '@/lib/config/public';
import { PHONE_HINT } from './lead-forms';

export const SERVICES_INDEX_COPY = {
  title: 'Our Services',
  eyebrow: 'What we deliver',
  lead: 'Remote teams that build, design, market and run the back office, each one staffed from the top 10% of our talent pool.',
  heading: 'Every service we offer',
  seo: {
    title: 'Services: Remote Development, Design, Marketing and Support Teams',
    description:
      'Browse every service we deliver with pre-vetted remote specialists: development, design, digital marketing, virtual assistance and accounting.',
  },
} as const;

export const SERVICE_COPY = {
  breadcrumbServices: 'Services',
  banner: {
    eyebrow: 'Pre-vetted remote specialists',
    lead: 'A dedicated team from the top 10%, shortlisted in 3 to 5 days and backed by a two-week risk-free trial.',
    schedule: 'Schedule Your Appointment',
  },
  intro: {
    heading: (service: string) => `${service}, done by people who have done it before`,
    paragraphs: [
      'Tell us what you need and we match you with specialists who have shipped the same kind of work, not generalists learning on your budget.',
      'You keep full control of priorities and daily work; we take care of vetting, contracts, payroll and replacements, so your team only grows stronger.',
    ],
    imageAlt: (service: string) => `A remote ${service} team at work`,
  },
  includesHeading: (service: string) => `Our ${service} Includes`,
  includesLabel: (service: string) => `What ${service} includes`,
  platforms: {
    heading: 'Platforms and technologies we work with',
    lead: 'Our specialists already know the tools your business runs on.',
    explore: (service: string) => `Explore ${service}`,
  },
  whyUs: {
    heading: 'Why businesses choose us',
    points: [
      {
        title: 'The top 10% only',
        text: 'Every specialist passes HR screening, tests, live coding and interviews before you meet them.',
      },
      {
        title: 'A shortlist in 3 to 5 days',
        text: 'Matched profiles reach you within a working week, not a hiring quarter.',
      },
      { title: 'Two-week risk-free trial', text: 'Work with your new team member for two weeks before you commit.' },
      {
        title: 'Savings of up to 66%',
        text: 'Senior skills at remote rates, with no recruiting fees or office overheads.',
      },
      {
        title: 'Your hours, your tools',
        text: 'People who work in your time zone, your stand-ups and your project tracker.',
      },
      {
        title: 'A manager who stays with you',
        text: 'One account manager handles reviews, replacements and growth of the team.',
      },
    ],
  },
  caseStudies: {
    heading: 'Case studies',
    lead: 'A few projects our remote teams delivered.',
    carouselLabel: 'Case study slides',
    implementation: 'Implementation time',
    benefits: 'Benefits',
    iconAlt: (project: string) => `${project} icon`,
  },
  getStarted: {
    heading: 'Ready to build your remote team?',
    lead: 'Tell us about the role in a short call and see your first shortlist within a week.',
    action: 'Get Started',
  },
  industries: {
    heading: 'Industries we serve',
    lead: 'Specialists with domain experience in fifteen industries.',
    tiles: [
      'Healthcare',
      'Finance',
      'Retail',
      'Automotive',
      'Manufacturing',
      'Marketing & Advertising',
      'Telecommunications',
      'Agriculture',
      'Energy',
      'Education',
      'Transportation & Logistics',
      'Government',
      'Media & Entertainment',
      'Insurance',
      'Real Estate',
    ],
  },
  faq: {
    heading: 'Frequently asked questions',
    entries: [
      {
        question: 'Can I try a specialist before I commit?',
        answer:
          'Yes. Every engagement starts with a two-week free trial. If the fit is not right, we replace the specialist or you walk away at no cost.',
      },
      {
        question: 'How do I end or scale down an engagement?',
        answer: 'Give us 30 days’ notice to cancel. Scaling up is faster: new team members usually join within a week.',
      },
      {
        question: 'How long have you been doing this?',
        answer: `${brand.name} has placed remote talent for more than 12 years, with a track record you can check in our reviews.`,
      },
      {
        question: 'Who else works with you?',
        answer:
          'More than 1100 clients, from two-person start-ups to listed companies, have hired remote specialists through us.',
      },
    ] satisfies FaqEntry[],
  },
  testimonials: {
    heading: 'What our clients say',
    carouselLabel: 'Client testimonials',
    entries: [
      {
        quote:
          'We had two senior developers working in our sprint within ten days. The trial took the risk out of the decision.',
        name: 'Daniel Brooks',
        role: 'CTO, a logistics start-up',
      },
      {
        quote:
          'Our account manager knows our roadmap as well as we do. Replacing a team member once took less than a week.',
        name: 'Priya Menon',
        role: 'Head of Product, a health-tech company',
      },
      {
        quote: 'The quality of the shortlist surprised us: every candidate had done the exact work we needed before.',
        name: 'Laura Jiménez',
        role: 'Founder, an e-commerce agency',
      },
    ],
    stars: 5,
  },
  seo: {
    serviceType: 'Remote staffing',
  },
} as const;

/** The child-service layout: placeholder copy where the spec says placeholder (000 §9). */
export const CHILD_SERVICE_COPY = {
  eyebrow: 'Specialist service',
  lead: 'Hand-picked specialists for this service, ready to join your team in days.',
  schedule: 'Schedule a Call',
  hireTeam: 'Hire a Development Team',
  overview: {
    heading: (service: string) => `How we deliver ${service}`,
    paragraphs: [
      'We start with a short discovery call to understand your goals, your stack and the way your team works.',
      'Within a week you meet specialists who have delivered similar projects, and you choose who joins you.',
      'Your new team members work your hours and report to you, while we handle contracts, payroll and replacements.',
    ],
  },
  profiles: {
    heading: 'Meet a few of our specialists',
    lead: 'Sample profiles from our talent pool; your shortlist is matched to your project.',
    carouselLabel: 'Sample specialist profiles',
  },
  closing: {
    heading: 'Need a whole team instead?',
    lead: 'Combine developers, designers and testers into one dedicated team that ships with you.',
  },
} as const;

/** The quote form in the top-level service banner (spec 000 §5, §8). */
export const QUOTE_FORM_COPY = {
  heading: 'Get a free quote',
  labels: { fullname: 'Name', email: 'Email', phoneno: 'Phone No.', description: 'Tell us about your project' },
  hints: { phoneno: PHONE_HINT },
  submit: 'Get a Quote',
  sending: 'Sending…',
  failed: 'Something went wrong!',
  failedLead: 'Your request was not sent. Your details are still in the form: please try again in a moment.',
  invalidLog: 'Quote form not sent: some fields need attention.',
} as const;

/** The service lead form, the last section of a top-level service (spec 000 §3, §5). */
export const SERVICE_LEAD_COPY = {
  heading: 'Tell us about your project',
  lead: 'Leave your details and a specialist will reply within one working day.',
  labels: {
    firstName: 'First name',
    lastName: 'Last name',
    email: 'Email address',
    phone: 'Phone number',
    company: 'Company',
    website: 'Company website (optional)',
    description: 'Message',
  },
  submit: 'Send',
} as const;
