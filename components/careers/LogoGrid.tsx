import { ResponsiveImage } from '@/components/ui/image/ResponsiveImage';
import Link from 'next/link';
import styles from './logo-grid.module.scss';

export interface LogoLink {
  href: string;
  logo: string;
  /** The visible name under the logo, which is also the link's name. */
  name: string;
  /** Said after the name to screen readers and crawlers where the name alone says too little (a language called Go). */
  nameSuffix?: string;
}

/** A grid of logo tiles, each a link named by its caption (the logo itself is decorative). */
export function LogoGrid({ items }: { items: readonly LogoLink[] }) {
  return (
    <ul role="list" className={styles.grid}>
      {items.map((item) => (
        <li key={item.href}>
          <Link href={item.href} className={styles.tile}>
            <ResponsiveImage src={item.logo} alt="" width={64} height={64} className={styles.logo} />
            <span>{item.name}</span>
            {item.nameSuffix && <span className="visually-hidden"> {item.nameSuffix}</span>}
          </Link>
        </li>
      ))}
    </ul>
  );
}
