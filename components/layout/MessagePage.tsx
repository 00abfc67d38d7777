import type { ReactNode } from 'react';
import { ButtonGroup } from '@/components/ui/button/ButtonGroup';
import { ParsedEnd } from '@/components/ui/ParsedEnd';

interface MessagePageProps {
  title: string;
  lead: string;
  image: { src: string; alt: string };
  /** The buttons under the lead. */
  actions: ReactNode;
  /** More lines under the lead, such as a contact address. */
  children?: ReactNode;
}

/** A centred page that says what happened and where to go next: the 404 and the error pages. */
export function MessagePage({ title, lead, image, actions, children }: MessagePageProps) {
  return (
    <section className="section message-page">
      <div className="container message-page__inner">
        {/* A static SVG gains nothing from next/image, whose client code would ride in the error boundary every page loads. */}
        {/* Low priority: React preloads every eagerly rendered <img>, and the 404 page's one sits, unseen, in every page's HTML. */}
        {/* eslint-disable-next-line @next/next/no-img-element */}
        <img
          src={image.src}
          alt={image.alt}
          width={320}
          height={240}
          fetchPriority="low"
          className="message-page__image"
        />
        <h1>{title}</h1>
        <p className="message-page__lead">{lead}</p>
        {children}
        <ButtonGroup align="center">{actions}</ButtonGroup>
        <ParsedEnd />
      </div>
    </section>
  );
}
