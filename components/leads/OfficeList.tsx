import { OfficeAddress } from '@/components/layout/OfficeAddress';
import type { Office } from '@/lib/site';
import styles from './office-list.module.scss';

/** The offices as cards, by city, each with its full address and phone. */
export function OfficeList({ offices }: { offices: readonly Office[] }) {
  const byCity = [...offices].sort((a, b) => a.city.localeCompare(b.city, 'en'));
  return (
    <ul role="list" className={styles.list}>
      {byCity.map((office) => (
        <li key={`${office.city}-${office.countryCode}`} className={styles.office}>
          <h3 className={styles.city}>{office.city}</h3>
          <OfficeAddress office={office} />
        </li>
      ))}
    </ul>
  );
}
