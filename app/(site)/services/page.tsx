import { LinkGroups } from '@/components/layout/LinkGroups';
import { serviceGroups } from '@/components/layout/MegaMenu';
import { Banner } from '@/components/ui/banner/Banner';
import { Section } from '@/components/ui/section/Section';
import { getServiceMenu } from '@/lib/api';
import { SERVICES_INDEX_COPY as COPY } from '@/lib/copy/services';
import { routes } from '@/lib/routes';
import { buildMetadata } from '@/lib/seo/metadata';

export const metadata = buildMetadata({ ...COPY.seo, path: routes.services });

/** Every service with its sub-services, so /services never dead-ends (beyond the spec). */
export default async function ServicesIndexPage() {
  const services = await getServiceMenu();
  return (
    <>
      <Banner eyebrow={COPY.eyebrow} title={COPY.title} lead={COPY.lead} />
      <Section id="all-services" heading={COPY.heading}>
        <LinkGroups groups={serviceGroups(services)} />
      </Section>
    </>
  );
}
