import Link from 'next/link';
import { BookingEmbed } from '@/components/leads/BookingEmbed';
import { BookingFallback } from '@/components/leads/BookingFallback';
import { PointsAside } from '@/components/leads/PointsAside';
import { SalesContacts } from '@/components/leads/SalesContacts';
import styles from '@/components/leads/lead-page.module.scss';
import { Banner } from '@/components/ui/banner/Banner';
import { Section } from '@/components/ui/section/Section';
import { BOOK_EVENT_COPY as COPY } from '@/lib/copy/book-event';
import { routes } from '@/lib/routes';
import { buildMetadata } from '@/lib/seo/metadata';
import { site } from '@/lib/site';

export const metadata = buildMetadata({ ...COPY.seo, path: routes.bookEvent, noindex: true });

export default function BookEventPage() {
  const lead = (
    <>
      {COPY.lead.before}
      <Link href={routes.scheduleCall} className={styles.bannerLink}>
        {COPY.lead.link}
      </Link>
      {COPY.lead.after}
    </>
  );
  return (
    <>
      <Banner eyebrow={COPY.step} title={COPY.title} lead={lead} />
      <Section id="booking" heading={COPY.calendar.heading} headingHidden>
        <div className={styles.layout}>
          <BookingEmbed
            url={site.bookingUrl}
            title={COPY.calendar.frameTitle}
            loadingText={COPY.calendar.loading}
            fallback={<BookingFallback bookingUrl={site.bookingUrl} />}
            alternatives={<SalesContacts align="center" />}
          />
          <PointsAside id="benefits" heading={COPY.benefits.heading} points={COPY.benefits.items} />
        </div>
      </Section>
    </>
  );
}
