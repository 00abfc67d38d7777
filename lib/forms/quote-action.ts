'use server';
import { redirect } from 'next/navigation';
import { routes } from '@/lib/routes';
import { site } from '@/lib/site';
import { FILL_TOKEN_FIELD } from './fill-token';
import { formText } from './form-text';
import { honeypotFilled } from './honeypot';
import { QUOTE_CONTEXT_LIMITS, QUOTE_FIELDS, validateQuote, type QuoteInput } from '@site/shared/quote-rules';
import { leadProvenance } from './lead-provenance';
import { QUOTE_CONTEXT_FIELDS, QUOTE_RECAPTCHA_ACTION, type QuoteState } from './quote-state';
import { screenAndStore } from './store-lead';

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
 * delivers it to the content API. A quote a spam check refuses (lib/forms/screen.ts) is kept as rejected
 * (docs/leads.md), thanked all the same.
 */
export async function sendQuote(previous: QuoteState, form: FormData): Promise<QuoteState> {
  const values = Object.fromEntries(QUOTE_FIELDS.map((name) => [name, formText(form, name)])) as QuoteInput;
  const attempt = previous.attempt + 1;
  const errors = validateQuote(values);
  if (Object.keys(errors).length) return { status: 'invalid', values, errors, attempt };

  const pageUrl = sitePageUrl(formText(form, QUOTE_CONTEXT_FIELDS.pageUrl));
  const serviceTitle = formText(form, QUOTE_CONTEXT_FIELDS.serviceTitle).slice(0, QUOTE_CONTEXT_LIMITS.service_title);
  try {
    await screenAndStore(
      {
        formId: 'quote',
        fields: { ...values, pageUrl, service_title: serviceTitle },
        pageUrl,
        ...(await leadProvenance(form, pageUrl)),
      },
      {
        trapped: honeypotFilled(form),
        fillToken: formText(form, FILL_TOKEN_FIELD),
        recaptchaToken: formText(form, QUOTE_CONTEXT_FIELDS.recaptchaToken),
        recaptchaAction: QUOTE_RECAPTCHA_ACTION,
      },
    );
  } catch (error) {
    // The journal could not be written: the only case the visitor is asked to try again.
    console.error('Quote could not be stored', error);
    return { status: 'failed', values, errors: {}, attempt };
  }
  // Outside the try: redirect() throws to do its work.
  redirect(routes.thankYouFrom('quote'));
}
