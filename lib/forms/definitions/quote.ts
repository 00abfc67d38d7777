// The quote request beside a top-level service's title (spec 000 §3, §5): to the content API, then thank-you=4.
// Its rules and messages are @site/shared/quote-rules', which the content API checks a quote with too.
import { LEAD_FIELD_COPY } from '@/lib/copy/lead-forms';
import { QUOTE_FORM_COPY } from '@/lib/copy/services';
import { routes } from '@/lib/routes';
import { CRM_FIELD_LIMITS, CRM_FIELDS } from '@site/shared/crm-fields';
import { QUOTE_COUNTRY_FIELD, QUOTE_LIMITS } from '@site/shared/quote-rules';
import type { FormDefinition } from './field';

const LABELS = QUOTE_FORM_COPY.labels;

export const QUOTE_FORM = {
  id: 'quote',
  displayName: 'Quote',
  receiver: 'content-api',
  thankYou: routes.thankYouFrom('quote'),
  // The country choice sits before the phone, as on the form; it checks the number and never travels with the quote.
  fields: {
    fullname: {
      name: 'fullname',
      label: LABELS.fullname,
      control: 'input',
      required: true,
      maxLength: QUOTE_LIMITS.fullname,
      autoComplete: 'name',
    },
    email: {
      name: 'email',
      label: LABELS.email,
      control: 'input',
      required: true,
      maxLength: QUOTE_LIMITS.email,
      type: 'email',
      autoComplete: 'email',
    },
    [QUOTE_COUNTRY_FIELD]: {
      name: QUOTE_COUNTRY_FIELD,
      label: LEAD_FIELD_COPY.phoneCountry.label,
      control: 'select',
      required: false,
      // The same choice the CRM forms send as LEADCF15, bounded the same.
      maxLength: CRM_FIELD_LIMITS[CRM_FIELDS.phoneCountryCode],
      autoComplete: 'tel-country-code',
    },
    phoneno: {
      name: 'phoneno',
      label: LABELS.phoneno,
      control: 'input',
      required: true,
      maxLength: QUOTE_LIMITS.phoneno,
      autoComplete: 'tel-national',
      phone: true,
    },
    description: {
      name: 'description',
      label: LABELS.description,
      control: 'textarea',
      required: false,
      maxLength: QUOTE_LIMITS.description,
    },
  },
} as const satisfies FormDefinition<'quote'>;
