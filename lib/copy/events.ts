export const EVENTS_COPY = {
  banner: {
    title: 'Events: Join Us for a Memorable Experience',
    eyebrow: 'Events',
    lead: 'Meetups, hiring clinics and community days where clients, talent and our team meet in person.',
  },
  upcomingHeading: 'Upcoming Events',
  upcomingIntro:
    'We host hiring clinics for founders, open days for the talent community and workshops on leading remote teams. Upcoming dates are announced here first; follow along or contact us to bring an event to your city.',
  noUpcoming: 'No new dates are announced yet. Check back soon, or contact us to bring an event to your city.',
  pastHeading: 'Past Events',
  viewEvent: 'View event',
  galleryHeading: 'Event Gallery',
  galleryLabel: 'Event photos',
  galleryAlt: (title: string, index: number) => `${title}: photo ${index + 1}`,
  venueHeading: 'Venue and programme',
  facts: {
    venue: 'Venue',
    genre: 'Genre',
    participationArea: 'Participation area',
    outline: 'Outline',
    speakers: 'Speakers and participants',
  },
  summaryHeading: 'About this event',
  addToCalendar: 'Add to calendar',
  addToCalendarFormat: '(iCalendar file)',
  breadcrumbEvents: 'events',
  seo: {
    title: 'Events: Meetups, Hiring Clinics and Community Days',
    description:
      'Join our meetups, hiring clinics and community days for companies building remote teams and for the talent behind them.',
  },
} as const;
