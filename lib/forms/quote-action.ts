'use server';
import { redirect } from 'next/navigation';
import { captureLead } from '@/lib/leads/runtime';
import { routes } from '@/lib/routes';
import { site } from '@/lib/site';
import { HONEYPOT_FIELD, screenHoneypot } from './honeypot';
import { QUOTE_CONTEXT_LIMITS, QUOTE_FIELDS, validateQuote, type QuoteInput } from './quote';
import { QUOTE_CONTEXT_FIELDS, QUOTE_RECAPTCHA_ACTION, type QuoteState } from './quote-state';
import { passesRecaptcha } from './recaptcha-gate';

const field = (form: FormData, name: string) => {
  const value = form.get(name);
  return typeof value === 'string' ? value : '';
};

/** Only a page of this site may be named as the request's origin page, in the CRM's 255 characters. */
function sitePageUrl(value: string): string {
  if (value.length > QUOTE_CONTEXT_LIMITS.pageUrl) return site.siteUrl;
  try {
    const url = new URL(value);
    return url.origin === new URL(site.siteUrl).origin ? url.href : site.siteUrl;
  } catch {
    return site.siteUrl;
  }
}

/**
 * Re-checks the form's rules, then writes the quote to the lead journal and thanks the visitor; the worker
 * delivers it to the content API. A quote in the honeypot or refused by reCAPTCHA is kept as rejected (docs/leads.md),
 * thanked all the same.
 */
export async function sendQuote(previous: QuoteState, form: FormData): Promise<QuoteState> {
  const values = Object.fromEntries(QUOTE_FIELDS.map((name) => [name, field(form, name)])) as QuoteInput;
  const attempt = previous.attempt + 1;
  const errors = validateQuote(values);
  if (Object.keys(errors).length) return { status: 'invalid', values, errors, attempt };

  const pageUrl = sitePageUrl(field(form, QUOTE_CONTEXT_FIELDS.pageUrl));
  const serviceTitle = field(form, QUOTE_CONTEXT_FIELDS.serviceTitle).slice(0, QUOTE_CONTEXT_LIMITS.service_title);
  try {
    const { rejectedFor: trapped } = screenHoneypot({ [HONEYPOT_FIELD]: field(form, HONEYPOT_FIELD) });
    const human = await passesRecaptcha(field(form, QUOTE_CONTEXT_FIELDS.recaptchaToken), QUOTE_RECAPTCHA_ACTION);
    const rejectedFor = trapped ?? (human ? undefined : 'recaptcha');
    await captureLead({
      formId: 'quote',
      fields: { ...values, pageUrl, service_title: serviceTitle },
      pageUrl,
      ...(rejectedFor ? { rejectedFor } : {}),
    });
  } catch (error) {
    // The journal could not be written: the only case the visitor is asked to try again.
    console.error('Quote could not be stored', error);
    return { status: 'failed', values, errors: {}, attempt };
  }
  // Outside the try: redirect() throws to do its work.
  redirect(routes.thankYouFrom('quote'));
}
