// Copy of /contact-us (spec 001 §2, §3, §9); client-safe.
import { CRM_FIELDS as F } from '@/lib/forms/crm';
import type { FieldMessages } from '@/lib/forms/validity';
import { PERSON_MESSAGES } from './lead-forms';

const option = (value: string) => ({ value, label: value });

export const CONTACT_COPY = {
  seo: {
    title: 'Contact Us: Talk to Our Team',
    description:
      'Questions about hiring pre-vetted remote talent, joining our talent pool or working with us? Send us a message or call our team.',
  },
  banner: {
    eyebrow: 'Contact us',
    title: 'We Are Here for You',
    lead: 'Hiring, applying or just curious: tell us what you need and the right person on our team will get back to you within one working day.',
    action: 'Send Us a Message',
  },
  breadcrumb: 'contact-us',
  locations: {
    heading: 'Our Locations',
    lead: 'Four offices across three time zones, so someone is always awake to help.',
  },
  form: {
    heading: 'Get In Touch',
    lead: 'Every field is required, so we can answer you properly the first time.',
    label: 'Send us a message',
    inquiry: {
      label: 'Inquiry',
      placeholder: 'What is it about?',
      options: [
        option('Hire Developer/Software Engineers'),
        option('Apply For jobs'),
        option('General Questions'),
        option('Investors'),
        option('Media & Press'),
        option('Others'),
      ],
      messages: { valueMissing: 'Please choose what your message is about' } satisfies FieldMessages,
    },
    description: {
      label: 'Message',
      messages: { valueMissing: 'Please tell us how we can help' } satisfies FieldMessages,
    },
    submit: 'Send Message',
  },
  discovery: {
    heading: 'Schedule a Discovery Call',
    lead: 'Prefer to talk? Our sales team answers weekdays, and a discovery call takes 30 minutes.',
    phone: 'Call sales',
    email: 'Email sales',
    schedule: 'Schedule a call',
  },
} as const;

/** The contact form's messages by CRM name: the browser's and the server's. */
export const CONTACT_MESSAGES = {
  ...PERSON_MESSAGES,
  [F.inquiry]: CONTACT_COPY.form.inquiry.messages,
  [F.description]: CONTACT_COPY.form.description.messages,
};
