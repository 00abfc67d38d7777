// Every hidden field of the CRM forms (spec 000 §3, 001 §3): CRM defaults, the form's identifier, the page it was
// sent from, the URL the CRM sends the visitor back to, and each form's own extras. The pages render them and the
// server action sets them again itself, so no visitor can choose a lead's status, source or owner.
import 'server-only';
import { createHash } from 'node:crypto';
import { routes } from '@/lib/routes';
import { site } from '@/lib/site';
import { CRM_FIELDS, CRM_FORM_IDS, CRM_HIDDEN_DEFAULTS, submittedFrom, type CrmFormId } from './crm';

/** The spec's hidden skill count, one more than the twelve skills it lists. */
export const SKILL_COUNT = '13';

/**
 * The contact form's `_token` (spec 001 §3), which the CRM does not check: the pages are static, so it is one value
 * per site, the same in the page the build renders and in the lead the server stores.
 */
const CONTACT_TOKEN = createHash('sha256').update(`contact-token:${site.siteUrl}`).digest('hex').slice(0, 32);

/** Where each form sends the visitor, as the CRM's returnURL did; the site thanks them there too. */
export const CRM_RETURN_PATHS: Record<CrmFormId, string> = {
  [CRM_FORM_IDS.serviceLead]: routes.thankYouFrom('serviceLead'),
  [CRM_FORM_IDS.scheduleCall]: routes.bookEvent,
  // spec 001 §4
  [CRM_FORM_IDS.contact]: `${routes.thankYou}?thank-you=3`,
};

const EXTRAS: Record<CrmFormId, Record<string, string>> = {
  [CRM_FORM_IDS.serviceLead]: {},
  [CRM_FORM_IDS.scheduleCall]: { [CRM_FIELDS.skillCount]: SKILL_COUNT },
  [CRM_FORM_IDS.contact]: { [CRM_FIELDS.token]: CONTACT_TOKEN },
};

/** The hidden fields of `formId` sent from `pageUrl` (cut to what the CRM keeps). */
export function crmHiddenFields(formId: CrmFormId, pageUrl: string): Record<string, string> {
  return {
    ...CRM_HIDDEN_DEFAULTS,
    [CRM_FIELDS.formId]: formId,
    // The script replaces it with the address actually visited (query string included) on submit.
    [CRM_FIELDS.submittedFrom]: submittedFrom(pageUrl),
    [CRM_FIELDS.returnUrl]: `${site.siteUrl}${CRM_RETURN_PATHS[formId]}`,
    ...EXTRAS[formId],
  };
}
