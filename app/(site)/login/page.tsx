import { PortalCard } from '@/components/leads/PortalCard';
import styles from '@/components/leads/portal-card.module.scss';
import { Banner } from '@/components/ui/banner/Banner';
import { LOGIN_COPY as COPY } from '@/lib/copy/login';
import { routes } from '@/lib/routes';
import { buildMetadata } from '@/lib/seo/metadata';
import { site } from '@/lib/site';

export const metadata = buildMetadata({ ...COPY.seo, path: routes.login, noindex: true });

export default function LoginPage() {
  return (
    <>
      <Banner title={COPY.title} lead={COPY.lead} />
      <div className={`container section ${styles.cards}`}>
        <PortalCard {...COPY.cards.client} href={site.portals.client} />
        <PortalCard {...COPY.cards.candidate} href={site.portals.candidate} />
      </div>
    </>
  );
}
