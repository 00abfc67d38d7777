import type { Theme } from './types.ts';

export const SCALING_THEME: Theme = {
  headings: ['Grow without the growing pains', 'From one hire to a full team', 'Keep quality high as you scale'],
  paragraphs: [
    'Scaling a team is mostly about sequencing. Hire the {role} who removes your biggest bottleneck first, then add the people who multiply their output.',
    'A dedicated team grows with your roadmap. Add a QA engineer when releases speed up, a designer when the backlog fills with interface work, or an assistant when the admin starts eating into everyone’s day.',
    'Quality drops when teams grow faster than their habits. Shared coding standards, templates and a single definition of done keep a team of ten working like a team of three.',
    'With more than 50,000 pre-vetted professionals in our network, adding a new specialist usually takes days, not months.',
  ],
  bullets: [
    'Hire for the current bottleneck, not the org chart',
    'Document standards before the team doubles',
    'Add a lead when the team passes five people',
    'Review the team mix every quarter',
    'Scale down with thirty days’ notice when priorities change',
  ],
  quotes: [
    {
      text: 'We went from two developers to a team of nine in a quarter, and our release cadence actually improved.',
      by: 'CEO of a telecommunications start-up',
    },
    {
      text: 'Adding people used to mean months of recruiting. Now it means a call and a shortlist.',
      by: 'Director of digital at a media group',
    },
  ],
  link: { href: '/hire-our-genius-mind/developers', text: 'hire pre-vetted developers' },
};
