import { ButtonLink } from '@/components/ui/button/Button';
import styles from './portal-card.module.scss';

interface PortalCardProps {
  title: string;
  text: string;
  action: string;
  href: string;
}

/** A sign-in choice: who it is for, and a button that opens that portal in a new tab. */
export function PortalCard({ title, text, action, href }: PortalCardProps) {
  return (
    <article className={styles.card}>
      <h2 className={styles.title}>{title}</h2>
      <p className={styles.text}>{text}</p>
      <ButtonLink href={href} external block>
        {action}
      </ButtonLink>
    </article>
  );
}
