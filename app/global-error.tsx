'use client';
import '@/styles/globals.scss';
import { LazyErrorMessage } from '@/components/layout/LazyErrorMessage';
import { sans } from './fonts';

/** The root layout itself failed, so this page brings its own document; it still says what happened and links home. */
export default function GlobalError({ error }: { error: Error & { digest?: string } }) {
  return (
    <html lang="en-US" className={sans.variable}>
      <body>
        <main id="main">
          <LazyErrorMessage />
          {error.digest && <p className="visually-hidden">Reference: {error.digest}</p>}
        </main>
      </body>
    </html>
  );
}
