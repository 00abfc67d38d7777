'use server';
import { redirect } from 'next/navigation';
import { site } from '@/lib/site';
import { CRM_FIELDS } from './crm';
import { crmHiddenFields, CRM_RETURN_PATHS } from './crm-hidden';
import { checkCrmLead, isCrmFormId, visibleFields, type LeadValues } from './crm-rules';
import { FILL_TOKEN_FIELD } from './fill-token';
import { formText } from './form-text';
import { honeypotFilled } from './honeypot';
import { leadProvenance } from './lead-provenance';
import { LEAD_RECAPTCHA_ACTIONS, RECAPTCHA_TOKEN_FIELD, type LeadFormState } from './lead-state';
import { screenAndStore } from './store-lead';

/** Every posted text field, repeated ones as lists; which of them a form keeps is for visibleFields to say. */
function postedValues(form: FormData): LeadValues {
  const values = new Map<string, string | string[]>();
  for (const [name, value] of form.entries()) {
    if (typeof value !== 'string') continue;
    const known = values.get(name);
    values.set(name, known === undefined ? value : [known, value].flat());
  }
  return Object.fromEntries(values);
}

/** The page the lead came from, only when it is a page of this site. */
function pageOf(posted: LeadValues): string {
  const from = posted[CRM_FIELDS.submittedFrom];
  return typeof from === 'string' && from.startsWith(`${site.siteUrl}/`) ? from : site.siteUrl;
}

/**
 * The CRM forms' one server action: keeps only the form's own visible fields, re-checks its rules, sets every hidden
 * CRM field itself, writes the lead to the journal (rejected when a spam check refuses it, lib/forms/screen.ts), then
 * thanks the visitor; the worker delivers it to the CRM.
 */
export async function sendLead(previous: LeadFormState, form: FormData): Promise<LeadFormState> {
  const posted = postedValues(form);
  const attempt = previous.attempt + 1;
  const formId = posted[CRM_FIELDS.formId];
  if (!isCrmFormId(formId))
    return { status: 'invalid', values: {}, checks: { [CRM_FIELDS.formId]: 'valueMissing' }, attempt };
  const values = visibleFields(formId, posted);
  const checks = checkCrmLead(formId, values);
  if (Object.keys(checks).length) return { status: 'invalid', values, checks, attempt };

  const pageUrl = pageOf(posted);
  try {
    await screenAndStore(
      {
        formId,
        fields: { ...values, ...crmHiddenFields(formId, pageUrl) },
        pageUrl,
        ...(await leadProvenance(form, pageUrl)),
      },
      {
        trapped: honeypotFilled(form),
        fillToken: formText(form, FILL_TOKEN_FIELD),
        recaptchaToken: formText(form, RECAPTCHA_TOKEN_FIELD),
        recaptchaAction: LEAD_RECAPTCHA_ACTIONS[formId],
      },
    );
  } catch (error) {
    console.error('Lead could not be stored', error);
    return { status: 'failed', values, checks: {}, attempt };
  }
  // Outside the try: redirect() throws to do its work.
  redirect(CRM_RETURN_PATHS[formId]);
}
