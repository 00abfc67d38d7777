'use server';
import { redirect } from 'next/navigation';
import { ATTRIBUTION_FIELD } from '@/lib/leads/attribution';
import type { LeadValues } from './crm-rules';
import { isLeadFormId } from './definitions';
import { LEAD_FORMS } from './forms';
import { leadProvenance } from './lead-provenance';
import { honeypotFilled, screenAndStore } from './spam';
import { FILL_TOKEN_FIELD, recaptchaActionOf, recaptchaFieldOf, type LeadFormState } from './state';

/** Every posted text field, repeated ones as lists; which of them a form keeps is for its definition to say. */
function postedValues(form: FormData): LeadValues {
  const values = new Map<string, string | string[]>();
  for (const [name, value] of form.entries()) {
    if (typeof value !== 'string') continue;
    const known = values.get(name);
    values.set(name, known === undefined ? value : [known, value].flat());
  }
  return Object.fromEntries(values);
}

/** A field's text from submitted form data; '' when it is missing or a file. */
function formText(form: FormData, name: string): string {
  const value = form.get(name);
  return typeof value === 'string' ? value : '';
}

/**
 * Every lead form's one server action (lib/forms/forms.ts defines each form): keeps only the form's own visible
 * fields, re-checks its rules, sets every hidden field itself, writes the lead to the journal (rejected when a spam
 * check refuses it, lib/forms/spam.ts), then thanks the visitor; the worker delivers it to the form's receiver.
 */
export async function sendLead(previous: LeadFormState, form: FormData): Promise<LeadFormState> {
  const { formId } = previous;
  const attempt = previous.attempt + 1;
  // The state comes back from the browser: a form this server does not know is refused, as any other field.
  if (!isLeadFormId(formId)) return { formId, status: 'invalid', values: {}, errors: {}, attempt };
  const definition = LEAD_FORMS[formId];
  const posted = postedValues(form);
  const values = definition.values(posted);
  const errors = definition.errors(values);
  if (Object.keys(errors).length) return { formId, status: 'invalid', values, errors, attempt };

  const pageUrl = definition.pageUrl(posted);
  try {
    // The one place a lead is stored: everything a lead keeps beside its fields is added here.
    await screenAndStore(
      {
        formId,
        fields: { ...definition.received(values), ...definition.hidden(pageUrl, posted) },
        pageUrl,
        ...(await leadProvenance(formText(form, ATTRIBUTION_FIELD), pageUrl)),
      },
      {
        trapped: honeypotFilled(form),
        fillToken: formText(form, FILL_TOKEN_FIELD),
        recaptchaToken: formText(form, recaptchaFieldOf(formId)),
        recaptchaAction: recaptchaActionOf(formId),
      },
    );
  } catch (error) {
    // The journal could not be written: the only case the visitor is asked to try again.
    console.error('Lead could not be stored', error);
    return { formId, status: 'failed', values, errors: {}, attempt };
  }
  // Outside the try: redirect() throws to do its work.
  redirect(definition.thankYou);
}
