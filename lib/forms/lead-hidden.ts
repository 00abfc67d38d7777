// The hidden fields of the schedule-a-call and contact forms (spec 001 §3): CRM defaults, the form's
// identifier, the page it was sent from and the absolute URL the CRM sends the visitor back to.
import 'server-only';
import { randomBytes } from 'node:crypto';
import { routes } from '@/lib/routes';
import { site } from '@/lib/site';
import { CRM_FIELDS, CRM_FORM_IDS, CRM_HIDDEN_DEFAULTS, submittedFrom, type CrmFormId } from './crm';

/** The spec's hidden skill count, one more than the twelve skills it lists. */
export const SKILL_COUNT = '13';

/** The contact form's `_token`: the pages are static, so it is one value per build, not per visitor. */
const BUILD_TOKEN = randomBytes(16).toString('hex');

/** The contact form returns here (spec 001 §4). */
export const CONTACT_RETURN_PATH = `${routes.thankYou}?thank-you=3`;

function crmHidden(formId: CrmFormId, pagePath: string, returnPath: string): Record<string, string> {
  return {
    ...CRM_HIDDEN_DEFAULTS,
    [CRM_FIELDS.formId]: formId,
    // The script replaces it with the address actually visited (query string included) on submit.
    [CRM_FIELDS.submittedFrom]: submittedFrom(`${site.siteUrl}${pagePath}`),
    [CRM_FIELDS.returnUrl]: `${site.siteUrl}${returnPath}`,
  };
}

export const scheduleCallHidden = (): Record<string, string> => ({
  ...crmHidden(CRM_FORM_IDS.scheduleCall, routes.scheduleCall, routes.bookEvent),
  [CRM_FIELDS.skillCount]: SKILL_COUNT,
});

export const contactHidden = (): Record<string, string> => ({
  ...crmHidden(CRM_FORM_IDS.contact, routes.contact, CONTACT_RETURN_PATH),
  [CRM_FIELDS.token]: BUILD_TOKEN,
});
