import { PageBanner } from '@/components/sections/PageBanner';
import { ReviewCarousel } from '@/components/sections/ReviewCarousel';
import { TrustedBy } from '@/components/sections/TrustedBy';
import { REVIEWS_COPY } from '@/lib/copy/reviews';
import { routes } from '@/lib/routes';
import { buildMetadata } from '@/lib/seo/metadata';

export const metadata = buildMetadata({ ...REVIEWS_COPY.seo, path: routes.reviews });

// No Review or AggregateRating JSON-LD: these are reviews of the business on its own site, which Google
// calls self-serving and does not show as review snippets.
export default function CustomerReviewPage() {
  return (
    <>
      <PageBanner copy={REVIEWS_COPY.banner} crumb={[REVIEWS_COPY.crumb, routes.reviews]} />
      <ReviewCarousel />
      <TrustedBy tone="alt" />
    </>
  );
}
