// 'Get In Touch' on /contact-us (spec 001 §3, §5): every field required, to the CRM, then thank-you=3.
import { CONTACT_COPY, CONTACT_MESSAGES } from '@/lib/copy/contact';
import { routes } from '@/lib/routes';
import { CRM_FIELDS as F } from '../crm';
import { crmFields, type FormDefinition } from './field';
import { PERSON_LOOKS as PERSON } from './person';

const COPY = CONTACT_COPY.form;

export const CONTACT_FORM = {
  id: 'contact',
  displayName: 'Contact',
  receiver: 'crm',
  thankYou: routes.thankYouFrom('contact'),
  fields: crmFields('contact', {
    ...PERSON,
    [F.inquiry]: { label: COPY.inquiry.label, control: 'select' },
    [F.description]: { label: COPY.description.label, control: 'textarea' },
  }),
  messages: CONTACT_MESSAGES,
} as const satisfies FormDefinition<'contact'>;
