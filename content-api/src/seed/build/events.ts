import type { EventColumns } from '../../content/rows.ts';
import { addDays } from '../../dates.ts';
import { EVENT_CITIES, EVENT_SERIES, SPEAKER_POOL } from '../copy/events.ts';
import type { ImagePool } from '../images/pool.ts';
import { createRng } from '../prng.ts';
import { slugAllocator } from '../slug.ts';
import { htmlList } from '../text.ts';

export type EventSeed = EventColumns;

/** Editions of the series across cities; about one in four is after the reference date (upcoming). */
export function buildEvents(count: number, seed: number, images: ImagePool, referenceDate: string): EventSeed[] {
  const rng = createRng(seed, 'events');
  const slug = slugAllocator();
  const events: EventSeed[] = [];
  for (let i = 0; i < count; i++) {
    const series = EVENT_SERIES[i % EVENT_SERIES.length] ?? EVENT_SERIES[0];
    const place = EVENT_CITIES[(i * 3 + Math.floor(i / EVENT_SERIES.length)) % EVENT_CITIES.length] ?? EVENT_CITIES[0];
    if (!series || !place) throw new Error('event copy is empty');
    const upcoming = i % 4 === 1;
    const date = upcoming
      ? addDays(referenceDate, rng.int(7, 180))
      : addDays(referenceDate, -rng.int(10, Math.min(40 + i * 25, 1500)));
    const title = `${series.name} ${place.city === 'Online' ? 'Online' : place.city} ${date.slice(0, 4)}`;
    const speakers = rng.sample(SPEAKER_POOL, rng.int(2, 4));
    // Upcoming events have no photos yet; past ones have 0–6.
    const galleryCount = upcoming ? 0 : rng.int(0, 6);
    events.push({
      slug: slug(title),
      title,
      city: place.city,
      venue: rng.pick(place.venues),
      event_date_iso: date,
      genre: series.genre,
      participation_area: series.participation_area,
      outline: series.outline,
      speakers: speakers.join('; '),
      summary: [
        `<p>${series.pitch}</p>`,
        `<h3>Agenda</h3>`,
        htmlList(series.agenda),
        `<p>${upcoming ? 'Seats are limited. <a href="/contact-us">Contact us</a> to reserve yours.' : `Thank you to everyone who joined us.${galleryCount > 0 ? ' Photos from the day are in the gallery below.' : ''}`}</p>`,
      ].join('\n'),
      featured_image: images.gallery(i),
      event_gallery: Array.from({ length: galleryCount }, (_, k) => images.gallery(i + 1 + k)),
    });
  }
  return events;
}
