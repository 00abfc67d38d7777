'use client';
import '@/styles/globals.scss';
import { MessagePage } from '@/components/layout/MessagePage';
import { ButtonLink } from '@/components/ui/button/Button';
import { ERROR_COPY } from '@/lib/copy/site';
import { routes } from '@/lib/routes';
import { sans } from './fonts';

/** The root layout itself failed, so this page brings its own document; it still says what happened and links home. */
export default function GlobalError({ error }: { error: Error & { digest?: string } }) {
  return (
    <html lang="en-US" className={sans.variable}>
      <body>
        <title>{ERROR_COPY.metaTitle}</title>
        <meta name="robots" content="noindex" />
        <main id="main">
          <MessagePage
            title={ERROR_COPY.title}
            lead={ERROR_COPY.lead}
            image={{ src: '/images/not-found.svg', alt: ERROR_COPY.imageAlt }}
            actions={<ButtonLink href={routes.home}>{ERROR_COPY.home}</ButtonLink>}
          />
          {error.digest && <p className="visually-hidden">Reference: {error.digest}</p>}
        </main>
      </body>
    </html>
  );
}
