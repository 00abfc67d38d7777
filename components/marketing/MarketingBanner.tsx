import { Breadcrumbs } from '@/components/seo/Breadcrumbs';
import { Banner } from '@/components/ui/banner/Banner';
import { crumbs } from '@/lib/routes';

interface MarketingBannerProps {
  copy: { eyebrow: string; title: string; lead: string };
  /** The page's own crumb after Home: its name and path. */
  crumb: readonly [name: string, path: string];
}

/** A marketing page's banner with its breadcrumb trail (and the trail's BreadcrumbList JSON-LD). */
export function MarketingBanner({ copy, crumb }: MarketingBannerProps) {
  return (
    <Banner
      eyebrow={copy.eyebrow}
      title={copy.title}
      lead={copy.lead}
      breadcrumbs={<Breadcrumbs crumbs={crumbs(crumb)} tone="dark" />}
    />
  );
}
