import { FaqSection } from '@/components/services/FaqSection';
import { CallToAction } from '@/components/sections/CallToAction';
import { FeatureGrid } from '@/components/sections/FeatureGrid';
import { HtmlCards } from '@/components/services/HtmlCards';
import { Section } from '@/components/ui/section/Section';
import { CATEGORY_COPY } from '@/lib/copy/categories';
import { routes } from '@/lib/routes';
import { CategoryBanner } from './CategoryBanner';
import { ProfileCards } from './ProfileCards';
import type { CategoryLayoutProps } from './TopLevelCategory';
import styles from './sub-category.module.scss';

const COPY = CATEGORY_COPY.sub;

/** A sub-category (spec 000 §2): its own layout, and a way back to its parent. */
export function SubCategory({
  category,
  breadcrumbs,
  parent,
}: CategoryLayoutProps & { parent: { slug: string; title: string } | null }) {
  const { title } = category;
  return (
    <>
      <CategoryBanner category={category} breadcrumbs={breadcrumbs} />
      <FaqSection id="why-us" heading={COPY.whyUsHeading(title)} entries={CATEGORY_COPY.whyHire.entries} />
      {category.profiles.length > 0 && (
        <Section id="profiles" heading={CATEGORY_COPY.profiles.heading} lead={CATEGORY_COPY.profiles.lead} tone="alt">
          <ProfileCards profiles={category.profiles} label={CATEGORY_COPY.profiles.carouselLabel} />
        </Section>
      )}
      {category.tools.length > 0 && (
        <Section id="tools" heading={COPY.toolsHeading}>
          <HtmlCards cards={category.tools} />
        </Section>
      )}
      <Section id="differentiators" heading={COPY.differentiators.heading} tone="alt">
        <ul role="list" className={styles.checks}>
          {COPY.differentiators.points.map((point) => (
            <li key={point}>{point}</li>
          ))}
        </ul>
      </Section>
      <Section id="how-to-hire" heading={COPY.acquisition.heading}>
        <FeatureGrid features={COPY.acquisition.steps} numbered columns={4} />
      </Section>
      <FaqSection id="faq" heading={COPY.faqHeading} entries={COPY.faq(title)} tone="alt" />
      <CallToAction
        id="hire-now"
        heading={COPY.closing.heading}
        lead={COPY.closing.lead}
        actions={[
          { label: COPY.closing.action, href: routes.scheduleCall },
          ...(parent ? [{ label: COPY.backToParent(parent.title), href: routes.category(parent.slug) }] : []),
        ]}
      />
    </>
  );
}
