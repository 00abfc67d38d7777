'use client';
import { lazy, Suspense } from 'react';
import { ErrorFallback } from './ErrorFallback';

// Every page carries the error boundaries, so what they show loads only when a page fails (docs/performance.md).
const ErrorMessage = lazy(() =>
  import('./ErrorMessage').catch((error: unknown) => {
    console.error('The error message could not load; showing its plain version.', error);
    return { default: ErrorFallback };
  }),
);

/** What both error boundaries show, never an empty main area: the plain words first, the full page once loaded. */
export function LazyErrorMessage({ retry }: { retry?: () => void }) {
  return (
    <Suspense fallback={<ErrorFallback />}>
      <ErrorMessage retry={retry} />
    </Suspense>
  );
}
