import { useEffect, useRef } from 'react';
import { afterNextPaint } from '@/lib/dom/after-next-paint';

/** While the phone menu covers the page, what lies behind it leaves the tab order and the accessibility tree. */
function setPageInert(inert: boolean) {
  document.querySelectorAll<HTMLElement>('#main, body footer').forEach((element) => {
    element.inert = inert;
  });
}

/** The page behind the open menu must not scroll (`html[data-menu-open]` in styles/globals.scss). */
function setScrollLocked(locked: boolean) {
  document.documentElement.toggleAttribute('data-menu-open', locked);
}

/**
 * Holds `apply(true)` while `active`. Each change lands after the next paint: restyling the whole page (inert
 * restyles every element behind) then falls outside the frame that answers the tap, so it never adds to INP.
 */
function useAfterPaint(active: boolean, apply: (on: boolean) => void) {
  const cancelPending = useRef(() => {});
  useEffect(() => {
    if (!active) return;
    cancelPending.current = afterNextPaint(() => apply(true));
    return () => {
      cancelPending.current();
      cancelPending.current = afterNextPaint(() => apply(false));
    };
  }, [active, apply]);
  // Unmounted, the page is given back at once: nothing is left to run after the component is gone.
  useEffect(
    () => () => {
      cancelPending.current();
      apply(false);
    },
    [apply],
  );
}

/** The page behind the open menu: never scrolled, and out of reach while the menu covers it (phones). */
export function usePageBehindMenu(open: boolean, coversPage: boolean) {
  useAfterPaint(open, setScrollLocked);
  useAfterPaint(open && coversPage, setPageInert);
}
