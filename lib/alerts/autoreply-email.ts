// The visitor's confirmation (LEAD_AUTOREPLY=on): what happens next and when. It repeats nothing they typed, not
// even a name, so the form cannot be used to send a stranger anyone's words.
import { escapeMarkup } from '@/lib/html/text';
import type { EmailContent } from './sales-email';

/** Within one working day: what sales promises; change it with the copy, not per lead. */
const AUTOREPLY_PROMISE = 'within one working day';

export function autoreplyEmail(brand: string): EmailContent {
  const greeting = 'Hello,';
  const paragraphs = [
    `Thank you for contacting ${brand}. We have your message.`,
    `What happens next: one of our team reads it and replies ${AUTOREPLY_PROMISE}, by email or by phone.`,
    'If you did not send a message on our site, you can ignore this email: you will not hear from us again.',
  ];
  return {
    subject: `We have your message: ${brand}`,
    text: [greeting, '', ...paragraphs.flatMap((p) => [p, '']), brand].join('\n'),
    html: [greeting, ...paragraphs, brand].map((p) => `<p>${escapeMarkup(p)}</p>`).join(''),
  };
}
