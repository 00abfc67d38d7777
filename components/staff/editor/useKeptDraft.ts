import { useEffect, useState } from 'react';
import type { FormValues } from '@/lib/staff/editor/edit-values';
import { forget, keep, readKept } from '@/lib/staff/editor/kept-drafts';

interface Kept {
  /** A draft this browser kept from an earlier visit, not saved then, to offer back. */
  found: ReturnType<typeof readKept>;
  /** False when this browser refuses to keep anything (private mode, full storage). */
  keeping: boolean;
  dismiss: () => void;
}

/** Keeps `values` in this browser while they differ from what the CMS has, and offers back what an earlier visit kept. */
export function useKeptDraft(
  collection: string,
  slug: string,
  baseVersion: number | null,
  values: FormValues,
  newSlug: string,
  dirty: boolean,
): Kept {
  const [found, setFound] = useState<ReturnType<typeof readKept>>(null);
  const [keeping, setKeeping] = useState(true);
  useEffect(() => {
    // Read once the page is in the browser: the server has no storage to read.
    // eslint-disable-next-line react-hooks/set-state-in-effect
    setFound(readKept(collection, slug));
  }, [collection, slug]);
  useEffect(() => {
    if (!dirty) return;
    const timer = window.setTimeout(
      () => setKeeping(keep(collection, slug, baseVersion, { slug: newSlug, values, keptAt: Date.now() })),
      300,
    );
    return () => window.clearTimeout(timer);
  }, [collection, slug, baseVersion, values, newSlug, dirty]);
  return { found, keeping, dismiss: () => setFound(null) };
}

export const forgetKept = forget;
