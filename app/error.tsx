'use client';
import { useEffect } from 'react';
import { MessagePage } from '@/components/layout/MessagePage';
import { Button, ButtonLink } from '@/components/ui/button/Button';
import { ERROR_COPY } from '@/lib/copy/site';
import { routes } from '@/lib/routes';

/** A render error below the root layout: the header and footer stay, the visitor gets words, never a stack trace. */
export default function ErrorPage({ error, reset }: { error: Error & { digest?: string }; reset: () => void }) {
  useEffect(() => {
    // The digest matches the server log line, which holds the details.
    console.error(`Page error${error.digest ? ` (digest ${error.digest})` : ''}`);
  }, [error]);

  return (
    <>
      <title>{ERROR_COPY.metaTitle}</title>
      <meta name="robots" content="noindex" />
      <MessagePage
        title={ERROR_COPY.title}
        lead={ERROR_COPY.lead}
        image={{ src: '/images/not-found.svg', alt: ERROR_COPY.imageAlt }}
        actions={
          <>
            <Button onClick={reset}>{ERROR_COPY.retry}</Button>
            <ButtonLink href={routes.home} variant="outline">
              {ERROR_COPY.home}
            </ButtonLink>
          </>
        }
      />
    </>
  );
}
