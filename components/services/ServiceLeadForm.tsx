import { Section } from '@/components/ui/section/Section';
import { SERVICE_LEAD_COPY as COPY } from '@/lib/copy/services';
import { phoneCountries } from '@/lib/forms/country-codes';
import { crmHiddenFields } from '@/lib/forms/forms';
import { site } from '@/lib/site';
import { ServiceLeadFields } from './ServiceLeadFields';

/**
 * The service lead form: checked by the browser, then by the site's server, which stores the lead and
 * sends the visitor to the thank-you page; it works without JavaScript.
 */
export function ServiceLeadForm({ pageUrl }: { pageUrl: string }) {
  return (
    <Section id="service-lead" heading={COPY.heading} lead={COPY.lead} tone="alt">
      <ServiceLeadFields
        hidden={crmHiddenFields('service-lead', pageUrl)}
        recaptchaSiteKey={site.recaptcha.siteKey}
        countries={phoneCountries(site.offices)}
      />
    </Section>
  );
}
