import type { Office } from '@/lib/site';
import styles from './footer.module.scss';

export function OfficeAddress({ office }: { office: Office }) {
  return (
    <address className={styles.address}>
      <span>{office.street}</span>
      <span>
        {office.city}, {office.region} {office.postalCode}
      </span>
      <span>{office.country}</span>
      <a href={`tel:${office.phone.replace(/[^+\d]/g, '')}`}>{office.phone}</a>
    </address>
  );
}
