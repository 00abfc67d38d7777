import type { ReactNode } from 'react';
import { Banner } from '@/components/ui/banner/Banner';
import { ButtonLink } from '@/components/ui/button/Button';
import type { HireCategoryDetail } from '@/lib/api/schemas/categories';
import { CATEGORY_COPY } from '@/lib/copy/categories';
import { routes } from '@/lib/routes';
import { ReviewRatings } from './ReviewRatings';

/** A category's banner: title, the rate line, 'Hire Now' and the review-site ratings beside it. */
export function CategoryBanner({ category, breadcrumbs }: { category: HireCategoryDetail; breadcrumbs: ReactNode }) {
  return (
    <Banner
      eyebrow={CATEGORY_COPY.banner.eyebrow}
      title={category.title}
      lead={CATEGORY_COPY.banner.lead(category.title)}
      backgroundImage={category.images.bannerBackground}
      breadcrumbs={breadcrumbs}
      actions={
        <ButtonLink href={routes.scheduleCall} variant="accent">
          {CATEGORY_COPY.banner.hire}
        </ButtonLink>
      }
      aside={<ReviewRatings />}
    />
  );
}
