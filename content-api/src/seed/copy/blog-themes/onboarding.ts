import type { Theme } from './types.ts';

export const ONBOARDING_THEME: Theme = {
  headings: ['The first week sets the tone', 'Give access before the first morning', 'A 30-day plan that works'],
  paragraphs: [
    'Good onboarding starts before day one. Accounts, repositories, design files and a short written introduction to the product let a new {role} spend the first morning learning rather than waiting for passwords.',
    'Pair the new hire with one person who answers questions quickly. It does not have to be a manager; it has to be someone who knows where things live and why they were built that way.',
    'Set one small, real deliverable for the first week. Shipping something, even a minor fix or a single campaign asset, builds confidence on both sides and exposes gaps in documentation early.',
    'By day thirty, the new team member should own a clear area, join planning with their own estimates and know who to ask when something breaks. Your account manager checks in at each milestone.',
  ],
  bullets: [
    'Create accounts and share access a day before the start date',
    'Write a one-page guide to the product, the team and the tools',
    'Name a buddy who answers questions within the hour',
    'Agree on a first-week deliverable that is small but real',
    'Schedule short check-ins at the end of weeks one, two and four',
  ],
  quotes: [
    {
      text: 'Our new developer merged a fix on the second day. The onboarding checklist made all the difference.',
      by: 'CTO of an education platform',
    },
    {
      text: 'Having one named buddy turned a stressful first week into a productive one.',
      by: 'Product designer in our talent pool',
    },
  ],
  link: { href: '/how-it-works', text: 'how an engagement works, step by step' },
};
