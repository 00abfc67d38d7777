// The internship page. The careers mailbox comes from the site config, so the page passes it in.
import { brand } from '@/lib/config/public';

export const INTERNSHIP_COPY = {
  seo: {
    title: 'Internship Program: Six Months of Real Work',
    description: `A six-month paid internship at ${brand.name} for students aged 18 to 30 in bookkeeping, tax, web development, digital marketing and design.`,
  },
  banner: {
    eyebrow: 'Internship',
    title: 'Start Your Career With Real Projects',
    lead: 'Six months of hands-on work alongside experienced professionals, with a mentor from day one.',
    openings: 'View Current Openings',
  },
  intro: {
    heading: 'About the Program',
    text: 'Our interns work on live client projects, not busywork. Each one is paired with a mentor, gets weekly feedback and finishes with a portfolio of work and a reference they can use.',
  },
  eligibility: {
    heading: 'Who Can Apply',
    items: [
      'You can commit to the full six months',
      'You are between 18 and 30 years old',
      'You are currently a student',
      'You are eligible to work in Canada',
      'You are able to finish your course of study',
      'You are interested in digital marketing or accounting',
    ],
  },
  roles: {
    heading: 'Internship Roles',
    items: ['Bookkeeping', 'Tax', 'Web development', 'Digital marketing', 'Design'],
  },
  apply: {
    heading: 'How to Apply',
    text: 'Email your CV and a short cover letter to',
    after: '. Tell us which role interests you, when you can start, and one thing you would like to learn with us.',
    subject: 'Internship application',
  },
  cta: {
    heading: 'See What Is Open Now',
    lead: 'Internships are listed with our other roles.',
    label: 'View Current Openings',
  },
} as const;
