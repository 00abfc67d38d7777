import { MessagePage } from '@/components/layout/MessagePage';
import { ButtonLink } from '@/components/ui/button/Button';
import { NOT_FOUND_COPY } from '@/lib/copy/site';
import { routes } from '@/lib/routes';

export const metadata = { title: NOT_FOUND_COPY.metaTitle, robots: { index: false, follow: true } };

export default function NotFound() {
  return (
    <MessagePage
      title={NOT_FOUND_COPY.title}
      lead={NOT_FOUND_COPY.lead}
      image={{ src: '/images/not-found.svg', alt: NOT_FOUND_COPY.imageAlt }}
      actions={
        <>
          <ButtonLink href={routes.home}>{NOT_FOUND_COPY.home}</ButtonLink>
          <ButtonLink href={routes.contact} variant="outline">
            {NOT_FOUND_COPY.contact}
          </ButtonLink>
        </>
      }
    />
  );
}
