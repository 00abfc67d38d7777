// The thank-you page's copy per origin (spec 001 §2 "Thank-you": ?thank-you=2 service lead, 3 contact, 4 quote).

export interface ThankYouMessage {
  title: string;
  lead: string;
}

const GENERIC: ThankYouMessage = {
  title: 'Thank you for registering with us',
  lead: 'We have your details and a member of our team will be in touch shortly.',
};

const BY_ORIGIN: Readonly<Record<string, ThankYouMessage>> = {
  '2': {
    title: 'Thank you for telling us about your project',
    lead: 'A specialist is reading your brief and will reply within one working day with the next steps.',
  },
  '3': {
    title: 'Thank you for your message',
    lead: 'Our team has received it and will get back to you within one working day.',
  },
  '4': {
    title: 'Thank you for requesting a quote',
    lead: 'We are preparing a quote for your service and will send it to the email address you gave us.',
  },
};

/** The message for a `thank-you` query value; any other value, or none, gets the generic thanks. */
export function thankYouMessage(origin: string | undefined): ThankYouMessage {
  return (origin !== undefined && Object.hasOwn(BY_ORIGIN, origin) ? BY_ORIGIN[origin] : undefined) ?? GENERIC;
}

export const THANK_YOU_COPY = {
  emailPrompt: 'Questions in the meantime? Write to our sales team at',
  start: 'Start the journey',
  imageAlt: 'An envelope with a tick, for a message received',
  seo: {
    title: 'Thank You',
    description: 'Thank you for getting in touch. Our team will reply shortly.',
  },
} as const;
