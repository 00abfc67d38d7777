import type { Theme } from './types.ts';

export const VETTING_THEME: Theme = {
  headings: [
    'Start with a shortlist you can trust',
    'How screening separates good from great',
    'What to test before you interview',
  ],
  paragraphs: [
    'Most hiring time is lost before the first real conversation: sorting applications, chasing references and running tests that do not predict performance. A pre-vetted shortlist moves that work upstream, so the three to five people you meet have already passed HR screening, skills tests and a live technical session.',
    'We look for evidence, not adjectives. A {role} who claims five years of experience should be able to walk through a project they shipped, explain a decision they would make differently today and show how they test their own work.',
    'Only around one in ten applicants reaches our talent pool. That number is not a marketing line; it is the result of eight to twelve online tests, including mandatory English and IQ assessments, followed by an AI-powered technical test and a live coding challenge.',
    'Screening is also about fit. A brilliant {role} who needs constant direction is a poor match for a founder with no time to manage, so we ask about working style, availability and the kind of feedback each candidate prefers.',
  ],
  bullets: [
    'A structured HR interview that checks availability, expectations and communication',
    'Role-specific online tests, plus English and IQ assessments',
    'An AI-powered technical test that adapts to the candidate’s answers',
    'A live coding or practical challenge reviewed by a senior specialist',
    'A final in-person interview before anyone joins the talent pool',
    'Reference checks on recent work, not just job titles',
  ],
  quotes: [
    {
      text: 'We interviewed three candidates and could have hired any of them. That had never happened to us before.',
      by: 'Engineering lead at a logistics platform',
    },
    {
      text: 'The shortlist arrived on day four, and every profile matched the brief we had written.',
      by: 'Founder of a healthcare start-up',
    },
  ],
  link: { href: '/distinct-vetting-process', text: 'our seven-stage vetting process' },
};
