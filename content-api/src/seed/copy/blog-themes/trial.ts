import type { Theme } from './types.ts';

export const TRIAL_THEME: Theme = {
  headings: ['Try before you commit', 'Make the trial count', 'What happens if it is not a match'],
  paragraphs: [
    'Every engagement starts with a two-week risk-free trial. You work with your new {role} on real tasks, and if the match is not right you pay nothing and we find a replacement.',
    'Use the trial for work that matters. A real ticket, a real campaign or a real month-end close tells you far more than a test project built for the occasion.',
    'Set expectations on day one: what success looks like after two weeks, who reviews the work and how decisions will be made. Clear goals make the end-of-trial conversation easy.',
    'Replacements are rare, but they happen. When they do, the handover notes from the trial mean the next person starts faster than the first.',
  ],
  bullets: [
    'Two weeks of real work before you commit',
    'Free replacement if the match is not right',
    'A short written goal for the end of the trial',
    'A review call with your account manager on day ten',
  ],
  quotes: [
    {
      text: 'The trial removed all the risk. By day six we knew we wanted to keep him.',
      by: 'Founder of a property platform',
    },
    {
      text: 'Our first match was not right, and the replacement started within four days at no cost.',
      by: 'Marketing manager at an insurance broker',
    },
  ],
  link: { href: '/schedule-a-call', text: 'start your two-week trial' },
};
