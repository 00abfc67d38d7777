export const TESTIMONIALS = [
  {
    ratings: 5,
    full_name: 'Michael Harrington',
    designation: 'CTO, Northwind Logistics',
    testimonial_content:
      'We had a shortlist of three senior engineers in four days. Two of them are still with us eighteen months later and now lead our routing team.',
  },
  {
    ratings: 5,
    full_name: 'Sarah Lin',
    designation: 'Founder, Brightpath Health',
    testimonial_content:
      'The vetting is real. Every developer we met could explain their past work clearly, and the two-week trial took all the risk out of the decision.',
  },
  {
    ratings: 4,
    full_name: 'Carlos Mendoza',
    designation: 'Operations Director, Andes Retail Group',
    testimonial_content:
      'Our virtual assistants in Medellín cover customer support while our US team sleeps. Response times dropped from hours to minutes.',
  },
  {
    ratings: 5,
    full_name: 'Jennifer Walsh',
    designation: 'Finance Director, Harbourline Media',
    testimonial_content:
      'A remote bookkeeper and accountant cleared a year of backlog and got our month-end close down to three days. The numbers are finally reliable.',
  },
  {
    ratings: 4,
    full_name: 'Rahul Kapoor',
    designation: 'VP Product, Lumen Telecom',
    testimonial_content:
      'Scaling from two developers to nine in a quarter would have been impossible with local hiring alone. Our account manager made it feel routine.',
  },
  {
    ratings: 5,
    full_name: 'Emma Richardson',
    designation: 'Marketing Manager, Keystone Insurance',
    testimonial_content:
      'Our PPC specialist rebuilt the account in the first month and cut our cost per lead by 41%. Clear weekly reports, no jargon.',
  },
  {
    ratings: 5,
    full_name: 'Thomas Becker',
    designation: 'CEO, Fieldwise Agritech',
    testimonial_content:
      'We saved well over half of what an in-house hire would have cost, and the quality of the code is better than what we had before.',
  },
  {
    ratings: 4,
    full_name: 'Olivia Grant',
    designation: 'Head of Design, Cedar Education',
    testimonial_content:
      'The designer we hired understood our users faster than we expected. Sign-up completion went up by more than a third after the redesign.',
  },
] as const;
