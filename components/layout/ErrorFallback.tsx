import { ERROR_COPY } from '@/lib/copy/site';
import { routes } from '@/lib/routes';
import { MessagePage } from './MessagePage';

/**
 * The error page with nothing more to load: shown while the full message's chunk loads, and in its place when
 * that chunk cannot load (the network that failed the page may fail it too). A plain link home, as a reload is
 * what a visitor on a failing network needs.
 */
export function ErrorFallback() {
  return (
    <MessagePage
      title={ERROR_COPY.title}
      lead={ERROR_COPY.lead}
      image={{ src: '/images/not-found.svg', alt: ERROR_COPY.imageAlt }}
      actions={<a href={routes.home}>{ERROR_COPY.home}</a>}
    />
  );
}
