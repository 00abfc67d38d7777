'use client';
import { useEffect } from 'react';

/** Opens and scrolls to the `<details>` the URL's hash names, after a client navigation and on every hash change. */
export function OpenSectionFromHash() {
  useEffect(() => {
    // The hash the event names, not `location`'s: the router may have replaced the URL before it is dispatched.
    function openTarget(url = window.location.href) {
      let id = '';
      try {
        id = decodeURIComponent(new URL(url).hash.slice(1));
      } catch {
        return;
      }
      const target = id ? document.getElementById(id) : null;
      if (!(target instanceof HTMLDetailsElement)) return;
      target.open = true;
      target.scrollIntoView({ block: 'start' });
    }
    const onHashChange = (event: HashChangeEvent) => openTarget(event.newURL);
    openTarget();
    window.addEventListener('hashchange', onHashChange);
    return () => window.removeEventListener('hashchange', onHashChange);
  }, []);
  return null;
}
