'use server';
import { redirect } from 'next/navigation';
import { captureLead } from '@/lib/leads/runtime';
import { routes } from '@/lib/routes';
import { site } from '@/lib/site';
import { CRM_FIELDS, CRM_FORM_IDS, type CrmFormId } from './crm';
import { checkCrmLead, isCrmFormId, type LeadValues } from './crm-rules';
import { FILL_TOKEN_FIELD } from './fill-token';
import { formText } from './form-text';
import { screenHoneypot } from './honeypot';
import { CONTACT_RETURN_PATH } from './lead-hidden';
import { LEAD_RECAPTCHA_ACTIONS, RECAPTCHA_TOKEN_FIELD, type LeadFormState } from './lead-state';
import { spamReason } from './screen';

/** Where each form thanks the visitor, as the CRM's returnURL did. */
const THANKS: Record<CrmFormId, string> = {
  [CRM_FORM_IDS.serviceLead]: routes.thankYouFrom('serviceLead'),
  [CRM_FORM_IDS.scheduleCall]: routes.bookEvent,
  [CRM_FORM_IDS.contact]: CONTACT_RETURN_PATH,
};

/** The site's own fields, which the CRM never receives. */
const NOT_FORWARDED = new Set<string>([RECAPTCHA_TOKEN_FIELD, FILL_TOKEN_FIELD]);

/** Every field as typed, repeated ones as lists, without Next's own action fields or the site's tokens. */
function valuesOf(form: FormData): LeadValues {
  const values = new Map<string, string | string[]>();
  for (const [name, value] of form.entries()) {
    if (typeof value !== 'string' || name.startsWith('$ACTION') || NOT_FORWARDED.has(name)) continue;
    const known = values.get(name);
    values.set(name, known === undefined ? value : [known, value].flat());
  }
  // A plain object (it goes back to the form), whose keys are own properties even when named __proto__.
  return Object.fromEntries(values);
}

/** The page the lead came from, only when it is a page of this site. */
function pageOf(values: LeadValues): string {
  const from = values[CRM_FIELDS.submittedFrom];
  return typeof from === 'string' && from.startsWith(`${site.siteUrl}/`) ? from : site.siteUrl;
}

/**
 * The CRM forms' one server action: re-checks the form's rules, writes the lead to the journal (rejected when a spam
 * check refuses it, lib/forms/screen.ts), then thanks the visitor; the worker delivers it to the CRM.
 */
export async function sendLead(previous: LeadFormState, form: FormData): Promise<LeadFormState> {
  const { fields: values, rejectedFor: trapped } = screenHoneypot(valuesOf(form));
  const attempt = previous.attempt + 1;
  const formId = values[CRM_FIELDS.formId];
  if (!isCrmFormId(formId))
    return { status: 'invalid', values, checks: { [CRM_FIELDS.formId]: 'valueMissing' }, attempt };
  const checks = checkCrmLead(formId, values);
  if (Object.keys(checks).length) return { status: 'invalid', values, checks, attempt };

  try {
    const rejectedFor = await spamReason({
      trapped,
      fillToken: formText(form, FILL_TOKEN_FIELD),
      recaptchaToken: formText(form, RECAPTCHA_TOKEN_FIELD),
      recaptchaAction: LEAD_RECAPTCHA_ACTIONS[formId],
    });
    await captureLead({ formId, fields: values, pageUrl: pageOf(values), ...(rejectedFor ? { rejectedFor } : {}) });
  } catch (error) {
    console.error('Lead could not be stored', error);
    return { status: 'failed', values, checks: {}, attempt };
  }
  redirect(THANKS[formId]);
}
