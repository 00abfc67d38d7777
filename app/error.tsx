'use client';
import { lazy, Suspense, useEffect } from 'react';

// Every page carries this boundary, so what it shows loads only when a page fails (README, Performance).
const ErrorMessage = lazy(() => import('@/components/layout/ErrorMessage'));

/** A render error below the root layout: the header and footer stay, the visitor gets words, never a stack trace. */
export default function ErrorPage({ error, reset }: { error: Error & { digest?: string }; reset: () => void }) {
  useEffect(() => {
    // The digest matches the server log line, which holds the details.
    console.error(`Page error${error.digest ? ` (digest ${error.digest})` : ''}`);
  }, [error]);

  return (
    <Suspense>
      <ErrorMessage retry={reset} />
    </Suspense>
  );
}
