// The service lead form's hidden fields (spec 000 §3, §4): kept beside the CRM names for the lead-flows issue to reuse.
import { routes } from '@/lib/routes';
import { CRM_FIELDS, CRM_FORM_IDS, CRM_HIDDEN_DEFAULTS, submittedFrom } from './crm';

/** Where the CRM returns a visitor after a service lead (`?thank-you=2`), on the site's own origin. */
export const serviceLeadReturnUrl = (siteUrl: string) => `${siteUrl}${routes.thankYouFrom('serviceLead')}`;

/** The hidden defaults, the form identifier the CRM stand-in checks, the return URL and the page it came from. */
export function serviceLeadHiddenFields(siteUrl: string, pageUrl: string): Record<string, string> {
  return {
    ...CRM_HIDDEN_DEFAULTS,
    [CRM_FIELDS.formId]: CRM_FORM_IDS.serviceLead,
    [CRM_FIELDS.returnUrl]: serviceLeadReturnUrl(siteUrl),
    [CRM_FIELDS.submittedFrom]: submittedFrom(pageUrl),
  };
}
