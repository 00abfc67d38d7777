// The service lead form, the last section of a top-level service (spec 000 §3, §5): to the CRM, then thank-you=2.
import { PERSON_MESSAGES } from '@/lib/copy/lead-forms';
import { SERVICE_LEAD_COPY } from '@/lib/copy/services';
import { routes } from '@/lib/routes';
import { CRM_FIELDS as F } from '../crm';
import { crmFields, type FormDefinition } from './field';
import { PERSON_LOOKS as PERSON } from './person';

const LABELS = SERVICE_LEAD_COPY.labels;

export const SERVICE_LEAD_FORM = {
  id: 'service-lead',
  // The spec's name for it (000 §3, §5, the thank-you page).
  displayName: 'Service lead',
  receiver: 'crm',
  thankYou: routes.thankYouFrom('serviceLead'),
  fields: crmFields('service-lead', {
    [F.firstName]: { ...PERSON[F.firstName], label: LABELS.firstName },
    [F.lastName]: { ...PERSON[F.lastName], label: LABELS.lastName },
    [F.email]: { ...PERSON[F.email], label: LABELS.email },
    [F.phoneCountryCode]: PERSON[F.phoneCountryCode],
    [F.phone]: { ...PERSON[F.phone], label: LABELS.phone },
    [F.company]: { label: LABELS.company, control: 'input', autoComplete: 'organization' },
    [F.companyWebsite]: { label: LABELS.website, control: 'input', type: 'url', autoComplete: 'url' },
    [F.description]: { label: LABELS.description, control: 'textarea' },
  }),
  // The browser words every other check (spec 000 §5); the phone's only the server checks, in the shared words.
  messages: { [F.phone]: PERSON_MESSAGES[F.phone] },
} as const satisfies FormDefinition<'service-lead'>;
