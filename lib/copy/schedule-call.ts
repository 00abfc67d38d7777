// Copy of /schedule-a-call, step 1 of 2 (spec 001 §2, §3, §5, §9); client-safe.
import { CRM_FIELDS as F } from '@/lib/forms/crm';
import type { FieldMessages } from '@/lib/forms/validity';
import { PERSON_MESSAGES } from './lead-forms';

const option = (value: string, label = value) => ({ value, label });

export const SCHEDULE_CALL_COPY = {
  seo: {
    title: 'Schedule a Call: Get a Shortlist of Pre-Vetted Developers',
    description:
      'Tell us the skills you need and how you want to work. We hand-pick developers from our top 10% and send you a shortlist in 3 to 5 days.',
  },
  step: 'Step 1 of 2',
  title: "Let's find your ideal developer",
  lead: 'Tell us who you need. A talent advisor reads every brief and hand-picks a shortlist from our top 10%.',
  formLabel: 'Tell us about the developer you need',
  company: {
    label: 'Company',
    messages: { valueMissing: 'Please enter your company name' } satisfies FieldMessages,
  },
  companySize: {
    legend: 'Company size',
    options: [option('1-10'), option('11-50'), option('51-250'), option('250<', '250+')],
    messages: { valueMissing: 'Please choose the size of your company' } satisfies FieldMessages,
  },
  skills: {
    legend: 'Skills you need',
    hint: "Select at least one skill you're looking for",
    options: [
      'React',
      'Nodejs',
      'Python',
      'Ruby',
      'Swift',
      'Android',
      'Java',
      'Angular',
      'Data Engineer',
      'PHP',
      'Go',
      'Other',
    ].map((skill) => option(skill)),
    other: 'Other',
    messages: { customError: 'Please select at least one skill' } satisfies FieldMessages,
  },
  otherSkills: { label: 'Which other skills?', hint: 'For example Flutter, Rust or Salesforce.' },
  engagement: {
    label: 'Engagement type',
    placeholder: 'Duration of service',
    options: [option('Full Time'), option('Part Time'), option('Contractual')],
    messages: { valueMissing: 'Please choose how you want to engage your developer' } satisfies FieldMessages,
  },
  description: {
    label: 'About your project (optional)',
    hint: 'Your stack, your team, your timeline: anything that helps us match.',
  },
  submit: 'Continue',
  applyLink: 'Looking for work? Apply here.',
  next: {
    heading: 'What happens next',
    steps: [
      { title: 'Pick a time', text: 'On the next step, choose a slot for a 30-minute call with a talent advisor.' },
      { title: 'Talk it through', text: 'We go over your stack, your team and the way you like to work.' },
      {
        title: 'Meet your shortlist',
        text: 'Within 3 to 5 days you get profiles of pre-vetted developers who fit, ready to interview.',
      },
    ],
  },
} as const;

/** The schedule-a-call form's messages by CRM name: the browser's and the server's. */
export const SCHEDULE_CALL_MESSAGES = {
  ...PERSON_MESSAGES,
  [F.company]: SCHEDULE_CALL_COPY.company.messages,
  [F.companySize]: SCHEDULE_CALL_COPY.companySize.messages,
  [F.skills]: SCHEDULE_CALL_COPY.skills.messages,
  [F.engagementType]: SCHEDULE_CALL_COPY.engagement.messages,
};
