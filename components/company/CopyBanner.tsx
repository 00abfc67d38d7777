import type { ReactNode } from 'react';
import { Banner } from '@/components/ui/banner/Banner';
import { ButtonLink } from '@/components/ui/button/Button';

interface CopyBannerProps {
  /** A page's banner copy, as every `lib/copy` module shapes it. */
  copy: { eyebrow: string; title: string; lead: string };
  /** One call to action under the lead. */
  action?: { href: string; label: string };
  breadcrumbs?: ReactNode;
}

/** The banner of a fixed-copy page. */
export function CopyBanner({ copy, action, breadcrumbs }: CopyBannerProps) {
  return (
    <Banner
      eyebrow={copy.eyebrow}
      title={copy.title}
      lead={copy.lead}
      breadcrumbs={breadcrumbs}
      actions={action && <ButtonLink href={action.href}>{action.label}</ButtonLink>}
    />
  );
}
