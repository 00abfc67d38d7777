import { ContactForm } from '@/components/leads/ContactForm';
import { phoneCountries } from '@/lib/forms/country-codes';
import { OfficeList } from '@/components/leads/OfficeList';
import { SalesContacts } from '@/components/leads/SalesContacts';
import styles from '@/components/leads/lead-page.module.scss';
import { Breadcrumbs } from '@/components/seo/Breadcrumbs';
import { JsonLd } from '@/components/seo/JsonLd';
import { Banner } from '@/components/ui/banner/Banner';
import { ButtonLink } from '@/components/ui/button/Button';
import { Section } from '@/components/ui/section/Section';
import { CONTACT_COPY as COPY } from '@/lib/copy/contact';
import { crmHiddenFields } from '@/lib/forms/forms';
import { crumbs, routes } from '@/lib/routes';
import { contactPageJsonLd } from '@/lib/seo/jsonld';
import { buildMetadata } from '@/lib/seo/metadata';
import { site } from '@/lib/site';

/** The banner's 'Send Us a Message' anchor. */
const FORM_ANCHOR = 'contact-frm';

export const metadata = buildMetadata({ ...COPY.seo, path: routes.contact });

export default function ContactPage() {
  return (
    <>
      <Banner
        breadcrumbs={<Breadcrumbs crumbs={crumbs([COPY.breadcrumb, routes.contact])} tone="dark" />}
        eyebrow={COPY.banner.eyebrow}
        title={COPY.banner.title}
        lead={COPY.banner.lead}
        actions={
          <ButtonLink href={routes.withHash(routes.contact, FORM_ANCHOR)} variant="accent">
            {COPY.banner.action}
          </ButtonLink>
        }
      />
      <Section id="offices" heading={COPY.locations.heading} lead={COPY.locations.lead} tone="alt">
        <OfficeList offices={site.offices} />
      </Section>
      <Section id={FORM_ANCHOR} heading={COPY.form.heading} lead={COPY.form.lead}>
        <div className={styles.layout}>
          <ContactForm
            hidden={crmHiddenFields('contact', `${site.siteUrl}${routes.contact}`)}
            recaptchaSiteKey={site.recaptcha.siteKey}
            countries={phoneCountries(site.offices)}
          />
          <aside className={styles.aside} aria-labelledby="discovery-call-title">
            <h3 id="discovery-call-title" className={styles.asideHeading}>
              {COPY.discovery.heading}
            </h3>
            <p>{COPY.discovery.lead}</p>
            <SalesContacts />
            <ButtonLink href={routes.scheduleCall}>{COPY.discovery.schedule}</ButtonLink>
          </aside>
        </div>
      </Section>
      <JsonLd
        data={contactPageJsonLd({ name: COPY.seo.title, description: COPY.seo.description, path: routes.contact })}
      />
    </>
  );
}
