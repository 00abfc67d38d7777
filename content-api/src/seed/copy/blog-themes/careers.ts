import type { Theme } from './types.ts';

export const CAREERS_THEME: Theme = {
  headings: ['Growing on the talent side', 'What we look for in new talent', 'Learning never stops'],
  paragraphs: [
    'Joining our talent pool is demanding, but it pays off: long-term client relationships, fair pay, flexible hours and colleagues in four offices who share what they learn.',
    'Every {role} gets a mentor, a learning budget and time for certifications. Many of our senior specialists joined as juniors and now lead client teams.',
    'We offer 24 privilege leaves and 10 holiday leaves a year, medical benefits and flexible hours, and 94% of our people say they love working here.',
    'For every talent we hire, we pay for one child’s food, lodging, clothing and education through a partner charity for girls.',
  ],
  bullets: [
    'A mentor from day one',
    'A yearly learning and certification budget',
    '24 privilege leaves and 10 holiday leaves a year',
    'Medical benefits and flexible hours',
    'Long-term client engagements rather than one-off gigs',
  ],
  quotes: [
    {
      text: 'I joined as a junior developer four years ago. Today I lead a team of six for one of our biggest clients.',
      by: 'Senior engineer, Kolkata office',
    },
    {
      text: 'The vetting was tough, but it meant I was trusted from my very first day with a client.',
      by: 'UI/UX designer, Medellín office',
    },
  ],
  link: { href: '/apply-as-talent', text: 'apply as talent' },
};
