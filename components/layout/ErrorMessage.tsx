import { Button, ButtonLink } from '@/components/ui/button/Button';
import { ERROR_COPY } from '@/lib/copy/site';
import { routes } from '@/lib/routes';
import { MessagePage } from './MessagePage';

/** What both error boundaries show: words, never a stack trace; a retry where the boundary can reset, and the way home. */
export default function ErrorMessage({ retry }: { retry?: () => void }) {
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
            {retry && <Button onClick={retry}>{ERROR_COPY.retry}</Button>}
            <ButtonLink href={routes.home} variant={retry ? 'outline' : 'primary'}>
              {ERROR_COPY.home}
            </ButtonLink>
          </>
        }
      />
    </>
  );
}
