import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { EventGallery } from '@/components/events/EventGallery';
import { EventVenue } from '@/components/events/EventVenue';
import { Breadcrumbs } from '@/components/seo/Breadcrumbs';
import { JsonLd } from '@/components/seo/JsonLd';
import { Banner } from '@/components/ui/banner/Banner';
import { getEventDetail, getEvents } from '@/lib/api';
import { EVENTS_COPY } from '@/lib/copy/events';
import { displayDateToIso } from '@/lib/dates';
import { crumbs, routes } from '@/lib/routes';
import { eventJsonLd } from '@/lib/seo/jsonld';
import { buildMetadata } from '@/lib/seo/metadata';
import { eventSeo } from '@/lib/seo/record-seo';
import { staticParamsOf } from '@/lib/families/server';
import { redirectIfMoved } from '@/lib/redirects';

type Props = { params: Promise<{ slug: string }> };

// Events past the first few render on their first visit and are cached from then on (lib/prerender.ts).
export const dynamicParams = true;

export const generateStaticParams = staticParamsOf('event');

/** The featured image lives on the list card, not on the detail answer. */
async function featuredImage(slug: string) {
  return (await getEvents()).find((event) => event.slug === slug)?.image ?? null;
}

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { slug } = await params;
  const event = await getEventDetail(slug);
  if (!event) return {};
  return buildMetadata({ ...eventSeo(event), path: routes.event(slug), card: routes.card(routes.event(slug)) });
}

export default async function EventDetailPage({ params }: Props) {
  const { slug } = await params;
  const event = await getEventDetail(slug);
  if (!event) {
    await redirectIfMoved(routes.event(slug));
    notFound();
  }
  const image = await featuredImage(slug);
  const trail = crumbs([EVENTS_COPY.breadcrumbEvents, routes.events], [event.title, routes.event(slug)]);

  return (
    <>
      <Banner
        eyebrow={event.date}
        title={event.title}
        lead={event.city}
        backgroundImage={image?.src}
        breadcrumbs={<Breadcrumbs crumbs={trail} tone="dark" />}
      />
      <EventVenue event={event} slug={slug} />
      <EventGallery title={event.title} images={event.gallery} />
      <JsonLd
        data={eventJsonLd({
          name: event.title,
          description: eventSeo(event).description,
          startDate: displayDateToIso(event.date),
          venue: event.venue,
          city: event.city,
          images: [...(image ? [image.src] : []), ...event.gallery],
          path: routes.event(slug),
        })}
      />
    </>
  );
}
