import type { Theme } from './types.ts';

export const COMMUNICATION_THEME: Theme = {
  headings: ['Write it down', 'Rituals that build trust', 'Feedback that travels well'],
  paragraphs: [
    'Remote teams run on writing. A short daily update, a ticket that explains the why as well as the what, and a decision log that anyone can search save more time than any meeting.',
    'We assess communication as carefully as technical skill. Every {role} in our pool has passed an English assessment and has explained a piece of their own work to a reviewer who was not an expert in it.',
    'Keep meetings for the things writing does badly: resolving disagreement, celebrating a launch and getting to know each other. A weekly demo gives everyone a shared picture of progress.',
    'Feedback is easier when it is specific and regular. A fifteen-minute one-to-one every two weeks catches small issues long before they become reasons to part ways.',
  ],
  bullets: [
    'A written daily check-in: done, doing, blocked',
    'A weekly demo of finished work',
    'A shared decision log with links to the discussion',
    'Clear response-time expectations for chat and email',
    'Short one-to-ones every two weeks',
  ],
  quotes: [
    {
      text: 'I get a clear update every morning. I know what happened overnight before I open my laptop.',
      by: 'Agency owner in New York',
    },
    {
      text: 'The written check-ins felt odd for a week. Now we could not work without them.',
      by: 'Head of operations at a fintech company',
    },
  ],
  link: { href: '/schedule-a-call', text: 'book a call with our team' },
};
