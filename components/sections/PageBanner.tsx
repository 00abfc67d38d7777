import { Breadcrumbs } from '@/components/seo/Breadcrumbs';
import { Banner } from '@/components/ui/banner/Banner';
import { ButtonLink } from '@/components/ui/button/Button';
import { crumbs } from '@/lib/routes';

interface PageBannerProps {
  /** A page's banner copy, as every `lib/copy` module shapes it. */
  copy: { eyebrow: string; title: string; lead: string };
  /** One call to action under the lead. */
  action?: { href: string; label: string };
  /** The page's own crumb after Home (name and path): shows the trail and its BreadcrumbList JSON-LD. */
  crumb?: readonly [name: string, path: string];
}

/** The banner of a fixed page. */
export function PageBanner({ copy, action, crumb }: PageBannerProps) {
  return (
    <Banner
      eyebrow={copy.eyebrow}
      title={copy.title}
      lead={copy.lead}
      breadcrumbs={crumb && <Breadcrumbs crumbs={crumbs(crumb)} tone="dark" />}
      actions={action && <ButtonLink href={action.href}>{action.label}</ButtonLink>}
    />
  );
}
