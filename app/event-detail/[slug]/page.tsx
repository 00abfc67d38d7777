import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { EventGallery } from '@/components/events/EventGallery';
import { EventVenue } from '@/components/events/EventVenue';
import { Breadcrumbs } from '@/components/seo/Breadcrumbs';
import { JsonLd } from '@/components/seo/JsonLd';
import { Banner } from '@/components/ui/banner/Banner';
import { getEventDetail, getEvents } from '@/lib/api';
import { eventPath, EVENTS_COPY } from '@/lib/copy/events';
import { displayDateToIso } from '@/lib/dates';
import { htmlToText, truncate } from '@/lib/html/text';
import { eventJsonLd } from '@/lib/seo/jsonld';
import { buildMetadata } from '@/lib/seo/metadata';

type Props = { params: Promise<{ slug: string }> };

export const dynamicParams = true;

export async function generateStaticParams() {
  return (await getEvents()).map((event) => ({ slug: event.slug }));
}

/** The featured image lives on the list card, not on the detail answer. */
async function featuredImage(slug: string) {
  return (await getEvents()).find((event) => event.slug === slug)?.image ?? null;
}

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { slug } = await params;
  const event = await getEventDetail(slug);
  if (!event) return {};
  const image = await featuredImage(slug);
  return buildMetadata({
    title: event.title,
    description: truncate(htmlToText(event.summaryHtml) || `${event.title}, ${event.city}, ${event.date}`, 155),
    path: eventPath(slug),
    ...(image ? { image: { url: image.src, alt: image.alt } } : {}),
  });
}

export default async function EventDetailPage({ params }: Props) {
  const { slug } = await params;
  const event = await getEventDetail(slug);
  if (!event) notFound();
  const image = await featuredImage(slug);
  const crumbs = [
    { name: EVENTS_COPY.breadcrumbHome, path: '/' },
    { name: EVENTS_COPY.breadcrumbEvents, path: '/events' },
    { name: event.title, path: eventPath(slug) },
  ];

  return (
    <>
      <Banner
        eyebrow={event.date}
        title={event.title}
        lead={event.city}
        backgroundImage={image?.src}
        breadcrumbs={<Breadcrumbs crumbs={crumbs} tone="dark" />}
      />
      <EventVenue event={event} />
      <EventGallery title={event.title} images={event.gallery} />
      <JsonLd
        data={eventJsonLd({
          name: event.title,
          description: truncate(htmlToText(event.summaryHtml), 300),
          startDate: displayDateToIso(event.date),
          venue: event.venue,
          city: event.city,
          images: [...(image ? [image.src] : []), ...event.gallery],
          path: eventPath(slug),
        })}
      />
    </>
  );
}
