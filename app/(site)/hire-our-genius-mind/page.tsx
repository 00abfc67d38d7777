import { LinkGroups } from '@/components/layout/LinkGroups';
import { categoryGroups } from '@/components/layout/MegaMenu';
import { Banner } from '@/components/ui/banner/Banner';
import { Section } from '@/components/ui/section/Section';
import { getCategoryMenu } from '@/lib/api';
import { CATEGORIES_INDEX_COPY as COPY } from '@/lib/copy/categories';
import { routes } from '@/lib/routes';
import { buildMetadata } from '@/lib/seo/metadata';

export const metadata = buildMetadata({ ...COPY.seo, path: routes.categories });

/** Every hire category with its sub-categories, so /hire-our-genius-mind never dead-ends (beyond the spec). */
export default async function CategoriesIndexPage() {
  const categories = await getCategoryMenu();
  return (
    <>
      <Banner eyebrow={COPY.eyebrow} title={COPY.title} lead={COPY.lead} />
      <Section id="all-categories" heading={COPY.heading}>
        <LinkGroups groups={categoryGroups(categories, { explore: false })} />
      </Section>
    </>
  );
}
