import { MessagePage } from '@/components/layout/MessagePage';
import { ButtonLink } from '@/components/ui/button/Button';
import { PORTFOLIO_COPY } from '@/lib/copy/portfolio';
import { routes } from '@/lib/routes';
import { buildMetadata } from '@/lib/seo/metadata';

// A placeholder until the portfolio exists: kept out of search results and out of the sitemap.
export const metadata = {
  ...buildMetadata({ ...PORTFOLIO_COPY.seo, path: routes.portfolio }),
  robots: { index: false, follow: true },
};

export default function PortfolioPage() {
  return (
    <MessagePage
      title={PORTFOLIO_COPY.title}
      lead={PORTFOLIO_COPY.lead}
      image={{ src: '/images/coming-soon.svg', alt: PORTFOLIO_COPY.imageAlt }}
      actions={<ButtonLink href={routes.home}>{PORTFOLIO_COPY.home}</ButtonLink>}
    />
  );
}
