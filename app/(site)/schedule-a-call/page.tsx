import { PointsAside } from '@/components/leads/PointsAside';
import { ScheduleCallForm } from '@/components/leads/ScheduleCallForm';
import styles from '@/components/leads/lead-page.module.scss';
import { Banner } from '@/components/ui/banner/Banner';
import { Section } from '@/components/ui/section/Section';
import { SCHEDULE_CALL_COPY as COPY } from '@/lib/copy/schedule-call';
import { phoneCountries } from '@/lib/forms/country-codes';
import { crmHiddenFields } from '@/lib/forms/forms';
import { routes } from '@/lib/routes';
import { buildMetadata } from '@/lib/seo/metadata';
import { site } from '@/lib/site';

export const metadata = buildMetadata({ ...COPY.seo, path: routes.scheduleCall });

export default function ScheduleCallPage() {
  return (
    <>
      <Banner eyebrow={COPY.step} title={COPY.title} lead={COPY.lead} />
      <Section id="brief" heading={COPY.formLabel} tone="alt">
        <div className={styles.layout}>
          <ScheduleCallForm
            hidden={crmHiddenFields('schedule-a-call', `${site.siteUrl}${routes.scheduleCall}`)}
            countries={phoneCountries(site.offices)}
            recaptchaSiteKey={site.recaptcha.siteKey}
          />
          <PointsAside id="next-steps" heading={COPY.next.heading} points={COPY.next.steps} ordered />
        </div>
      </Section>
    </>
  );
}
