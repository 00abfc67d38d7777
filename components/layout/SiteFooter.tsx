import Link from 'next/link';
import { Tabs } from '@/components/ui/tabs/Tabs';
import { FOOTER_COPY, FOOTER_GROUPS, LEGAL_LINKS } from '@/lib/copy/footer';
import { site } from '@/lib/site';
import { CurrentYear } from './CurrentYear';
import { LinkGroups } from './LinkGroups';
import { Logo } from './Logo';
import { OfficeAddress } from './OfficeAddress';
import styles from './footer.module.scss';

export function SiteFooter() {
  return (
    <footer className={styles.footer}>
      <div className="container">
        <div className={styles.top}>
          <div className={styles.brand}>
            <Logo />
            <p>{FOOTER_COPY.tagline}</p>
            <p className={styles.contact}>
              <span>{FOOTER_COPY.contactHeading}</span>
              <a href={`mailto:${site.contact.email}`}>{site.contact.email}</a>
              <a href={`tel:${site.contact.phone.replace(/[^+\d]/g, '')}`}>{site.contact.phone}</a>
            </p>
          </div>
          <LinkGroups groups={FOOTER_GROUPS} headingLevel="h2" tone="dark" className={styles.groups} />
        </div>
        <section className={styles.offices} aria-labelledby="footer-offices">
          <h2 id="footer-offices" className={styles.officesHeading}>
            {FOOTER_COPY.officesHeading}
          </h2>
          <Tabs
            tone="dark"
            label={FOOTER_COPY.officesTabsLabel}
            items={site.offices.map((office) => ({
              id: office.countryCode,
              title: office.country,
              content: <OfficeAddress office={office} />,
            }))}
          />
        </section>
        <div className={styles.bottom}>
          <p>
            © <CurrentYear renderedYear={new Date().getFullYear()} /> {site.brand.name}. {FOOTER_COPY.rights}
          </p>
          <ul role="list" className={styles.legal}>
            {LEGAL_LINKS.map((link) => (
              <li key={link.href}>
                <Link href={link.href}>{link.label}</Link>
              </li>
            ))}
          </ul>
        </div>
      </div>
    </footer>
  );
}
