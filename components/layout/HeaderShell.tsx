'use client';
import { usePathname } from 'next/navigation';
import { useEffect, useId, useRef, useState, type MouseEvent, type ReactNode } from 'react';
import { media } from '@/lib/breakpoints';
import { TabsResetSignal } from '@/components/ui/tabs/reset-signal';
import { useMediaQuery } from '@/lib/hooks/use-media-query';
import { usePageBehindMenu } from './use-page-behind-menu';
import { useScrolledPast } from './use-scrolled-past';
import styles from './header.module.scss';

/** The spec shrinks the bar once the page has scrolled this far. */
export const SHRINK_AT_PX = 150;
/** Below this width the open menu covers the page (mirrors the `tablet` breakpoint). */
const FULL_SCREEN_MENU = media.below('tablet');

interface HeaderShellProps {
  logo: ReactNode;
  actions: ReactNode;
  menu: ReactNode;
  /** Links shown inside the open menu on phones, where the bar has no room for them. */
  menuExtras: ReactNode;
  menuLabel: string;
  /** The open menu's landmark name (from the server, so this island carries no copy module). */
  navLabel: string;
}

/** The fixed bar's behaviour: open/close, shrink on scroll, close on navigation, Escape and link clicks. */
export function HeaderShell({ logo, actions, menu, menuExtras, menuLabel, navLabel }: HeaderShellProps) {
  const pathname = usePathname();
  const panelId = useId();
  const toggleButton = useRef<HTMLButtonElement>(null);
  const [open, setOpen] = useState(false);
  const [openings, setOpenings] = useState(0);
  const [lastPath, setLastPath] = useState(pathname);
  const compact = useScrolledPast(SHRINK_AT_PX);
  const coversPage = useMediaQuery(FULL_SCREEN_MENU);

  if (pathname !== lastPath) {
    setLastPath(pathname);
    setOpen(false);
  }

  useEffect(() => {
    if (!open) return;
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key !== 'Escape') return;
      setOpen(false);
      toggleButton.current?.focus();
    };
    document.addEventListener('keydown', onKeyDown);
    return () => document.removeEventListener('keydown', onKeyDown);
  }, [open]);

  // Rotating a phone to 768 px or wider while the menu is open gives the page back.
  usePageBehindMenu(open, coversPage);

  function toggle() {
    setOpen((wasOpen) => !wasOpen);
    setOpenings((count) => count + 1);
  }

  function closeOnLinkClick(event: MouseEvent<HTMLElement>) {
    if ((event.target as Element).closest('a')) setOpen(false);
  }

  return (
    <header className={styles.header} data-compact={compact ? '' : undefined} data-open={open ? '' : undefined}>
      <div className={`container ${styles.bar}`}>
        {logo}
        <button
          ref={toggleButton}
          type="button"
          className={styles.toggle}
          aria-expanded={open}
          aria-controls={panelId}
          onClick={toggle}
        >
          <span className={styles.burger} aria-hidden="true" />
          <span className={styles.toggleLabel}>{menuLabel}</span>
        </button>
        {actions}
      </div>
      <div id={panelId} className={styles.panel} hidden={!open} onClick={closeOnLinkClick}>
        <nav aria-label={navLabel} className={`container ${styles.panelInner}`}>
          {/* Each toggle sends the tabs back to the first, as the spec asks, without rebuilding the menu. */}
          <div>
            <TabsResetSignal value={openings}>{menu}</TabsResetSignal>
          </div>
          <div className={styles.menuExtras}>{menuExtras}</div>
        </nav>
      </div>
    </header>
  );
}
