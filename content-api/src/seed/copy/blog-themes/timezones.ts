import type { Theme } from './types.ts';

export const TIMEZONES_THEME: Theme = {
  headings: ['Plan the overlap', 'Follow the sun, deliberately', 'Handovers that keep work moving'],
  paragraphs: [
    'With offices in Toronto, Medellín, Kolkata and New York, we can match almost any working day. Most clients ask for three to four hours of overlap, which is enough for a stand-up, a review and quick questions.',
    'Time-zone differences can be an advantage. Work handed over at the end of the day in New York can be reviewed, tested or extended in Kolkata overnight, so the next morning starts with progress.',
    'The trick is the handover. A {role} who ends the day with a short note on what changed, what is blocked and what comes next makes the next person productive immediately.',
    'Keep a shared calendar that shows everyone’s working hours and public holidays. It prevents the frustration of a meeting invite at midnight.',
  ],
  bullets: [
    'Agree on a fixed overlap window, usually three to four hours',
    'Publish working hours and holidays in a shared calendar',
    'End each day with a written handover',
    'Use asynchronous reviews for anything that is not urgent',
    'Rotate the inconvenient meeting slot so nobody always loses sleep',
  ],
  quotes: [
    {
      text: 'Our support queue is covered around the clock, and nobody on the team works nights.',
      by: 'Customer experience lead at a SaaS company',
    },
    {
      text: 'We ship faster because work literally never stops moving.',
      by: 'VP of Engineering at a transport company',
    },
  ],
  link: { href: '/our-team', text: 'meet our team across four offices' },
};
