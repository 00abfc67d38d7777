import Link from 'next/link';
import { getCategoryMenu, getServiceMenu } from '@/lib/api';
import { ButtonLink } from '@/components/ui/button/Button';
import { HEADER_ACTIONS } from '@/lib/copy/navigation';
import { UI_COPY } from '@/lib/copy/ui';
import { HeaderShell } from './HeaderShell';
import { Logo } from './Logo';
import { MegaMenu } from './MegaMenu';
import styles from './header.module.scss';

/** The fixed header: its menu entries come from the content API and are in the server HTML. */
export async function SiteHeader() {
  const [services, categories] = await Promise.all([getServiceMenu(), getCategoryMenu()]);
  const { hire, login, pricing, menuLabel } = HEADER_ACTIONS;

  return (
    <HeaderShell
      logo={<Logo className={styles.logo} />}
      menuLabel={menuLabel}
      navLabel={UI_COPY.mainMenu}
      menu={<MegaMenu services={services} categories={categories} />}
      actions={
        <div className={styles.actions}>
          <Link href={pricing.href} className={`${styles.barLink} ${styles.wideOnly}`}>
            {pricing.label}
          </Link>
          <span className={styles.spacer} />
          <ButtonLink href={login.href} variant="outline" size="sm" className={`${styles.login} ${styles.wideOnly}`}>
            {login.label}
          </ButtonLink>
          <ButtonLink href={hire.href} size="sm" className={styles.hire}>
            {hire.label}
          </ButtonLink>
        </div>
      }
      menuExtras={
        <>
          <ButtonLink href={pricing.href} variant="outline" block>
            {pricing.label}
          </ButtonLink>
          <ButtonLink href={login.href} variant="outline" block>
            {login.label}
          </ButtonLink>
        </>
      }
    />
  );
}
