import Link from 'next/link';
import type { AnchorHTMLAttributes, ButtonHTMLAttributes, ReactNode } from 'react';
import styles from './button.module.scss';
import { UI_COPY } from '@/lib/copy/ui';

export type ButtonVariant = 'primary' | 'accent' | 'outline' | 'outline-inverse';

interface Look {
  variant?: ButtonVariant;
  size?: 'md' | 'sm';
  block?: boolean;
}

/** The button look, for anchors that must stay plain `<a>`s (files, not pages). */
export function buttonClass({ variant = 'primary', size = 'md', block }: Look, extra?: string) {
  return [styles.button, styles[variant], size === 'sm' && styles.small, block && styles.block, extra]
    .filter(Boolean)
    .join(' ');
}

type ButtonProps = Look & ButtonHTMLAttributes<HTMLButtonElement>;

export function Button({ variant, size, block, className, type = 'button', ...rest }: ButtonProps) {
  return <button type={type} className={buttonClass({ variant, size, block }, className)} {...rest} />;
}

type ButtonLinkProps = Look &
  Omit<AnchorHTMLAttributes<HTMLAnchorElement>, 'href'> & {
    href: string;
    /** Opens in a new tab, announced to screen readers. */
    external?: boolean;
    children: ReactNode;
  };

/** A link that looks like a button: next/link inside the site, a new-tab anchor outside it. */
export function ButtonLink({ href, external, variant, size, block, className, children, ...rest }: ButtonLinkProps) {
  const look = buttonClass({ variant, size, block }, className);
  if (external) {
    return (
      <a href={href} className={look} target="_blank" rel="noopener noreferrer" {...rest}>
        {children}
        <span className="visually-hidden">{UI_COPY.newTab}</span>
      </a>
    );
  }
  return (
    <Link href={href} className={look} {...rest}>
      {children}
    </Link>
  );
}
