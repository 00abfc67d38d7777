'use client';
import { useEffect } from 'react';
import { LazyErrorMessage } from '@/components/layout/LazyErrorMessage';

/** A render error below the root layout (a public page or the console): the visitor gets words, never a stack trace. */
export default function ErrorPage({ error, reset }: { error: Error & { digest?: string }; reset: () => void }) {
  useEffect(() => {
    // The digest matches the server log line, which holds the details.
    console.error(`Page error${error.digest ? ` (digest ${error.digest})` : ''}`);
  }, [error]);

  return <LazyErrorMessage retry={reset} />;
}
