import Image from 'next/image';
import { ButtonLink } from '@/components/ui/button/Button';
import { ButtonGroup } from '@/components/ui/button/ButtonGroup';
import { NOT_FOUND_COPY } from '@/lib/copy/site';

export const metadata = { title: NOT_FOUND_COPY.metaTitle, robots: { index: false, follow: true } };

export default function NotFound() {
  return (
    <section className="section message-page">
      <div className="container message-page__inner">
        <Image
          src="/images/not-found.svg"
          alt={NOT_FOUND_COPY.imageAlt}
          width={320}
          height={240}
          className="message-page__image"
          loading="eager"
        />
        <h1>{NOT_FOUND_COPY.title}</h1>
        <p className="message-page__lead">{NOT_FOUND_COPY.lead}</p>
        <ButtonGroup align="center">
          <ButtonLink href="/">{NOT_FOUND_COPY.home}</ButtonLink>
          <ButtonLink href="/contact-us" variant="outline">
            {NOT_FOUND_COPY.contact}
          </ButtonLink>
        </ButtonGroup>
      </div>
    </section>
  );
}
