// Schedule a call, step 1 of 2 (spec 001 §3, §5): to the CRM, then on to the booking step.
import { SCHEDULE_CALL_COPY as COPY, SCHEDULE_CALL_MESSAGES } from '@/lib/copy/schedule-call';
import { routes } from '@/lib/routes';
import { CRM_FIELDS as F } from '../crm';
import { crmFields, type FormDefinition } from './field';
import { PERSON_LOOKS as PERSON } from './person';

export const SCHEDULE_CALL_FORM = {
  id: 'schedule-a-call',
  displayName: 'Schedule a call',
  receiver: 'crm',
  thankYou: routes.bookEvent,
  fields: crmFields('schedule-a-call', {
    ...PERSON,
    [F.company]: { label: COPY.company.label, control: 'input', autoComplete: 'organization' },
    [F.companySize]: { label: COPY.companySize.legend, control: 'radio' },
    [F.skills]: { label: COPY.skills.legend, control: 'checkbox' },
    [F.otherSkills]: { label: COPY.otherSkills.label, control: 'input' },
    [F.engagementType]: { label: COPY.engagement.label, control: 'select' },
    [F.description]: { label: COPY.description.label, control: 'textarea' },
  }),
  messages: SCHEDULE_CALL_MESSAGES,
} as const satisfies FormDefinition<'schedule-a-call'>;
