import { OpeningsTabs } from '@/components/careers/OpeningsTabs';
import { CallToAction } from '@/components/sections/CallToAction';
import { JsonLd } from '@/components/seo/JsonLd';
import { PageBanner } from '@/components/sections/PageBanner';
import { Section } from '@/components/ui/section/Section';
import { getOpenings } from '@/lib/api';
import { OPENINGS_COPY } from '@/lib/copy/careers';
import { anyDateToIso } from '@/lib/dates';
import { routes } from '@/lib/routes';
import { jobPostingJsonLd } from '@/lib/seo/jsonld';
import { buildMetadata } from '@/lib/seo/metadata';

export const metadata = buildMetadata({ ...OPENINGS_COPY.seo, path: routes.openings });

export default async function CurrentOpeningsPage() {
  const openings = await getOpenings();
  const hasJobs = openings.all.length > 0;
  return (
    <>
      <PageBanner copy={OPENINGS_COPY.banner} />
      {/* Spec 001 §2: nothing renders when there are no jobs. */}
      {hasJobs && (
        <>
          <Section id="open-positions" heading={OPENINGS_COPY.heading}>
            <OpeningsTabs openings={openings} />
          </Section>
          <CallToAction
            heading={OPENINGS_COPY.beginNow.heading}
            lead={OPENINGS_COPY.beginNow.lead}
            actions={[{ href: routes.contact, label: OPENINGS_COPY.beginNow.label }]}
          />
          <JsonLd
            data={openings.all.map((job) =>
              jobPostingJsonLd({
                title: job.title,
                descriptionHtml: job.descriptionHtml,
                datePosted: anyDateToIso(job.openedOn) ?? job.openedOn,
                employmentType: job.employmentType,
                location: job.location,
                remote: job.remote,
                url: job.detailsUrl,
                validThrough: job.validThrough,
                baseSalary: job.baseSalary,
                directApply: job.directApply,
              }),
            )}
          />
        </>
      )}
    </>
  );
}
