'use client';
import '@/styles/globals.scss';
import { lazy, Suspense } from 'react';
import { sans } from './fonts';

// As in app/error.tsx: every page carries this boundary, so what it shows loads only when the root layout fails.
const ErrorMessage = lazy(() => import('@/components/layout/ErrorMessage'));

/** The root layout itself failed, so this page brings its own document; it still says what happened and links home. */
export default function GlobalError({ error }: { error: Error & { digest?: string } }) {
  return (
    <html lang="en-US" className={sans.variable}>
      <body>
        <main id="main">
          <Suspense>
            <ErrorMessage />
          </Suspense>
          {error.digest && <p className="visually-hidden">Reference: {error.digest}</p>}
        </main>
      </body>
    </html>
  );
}
