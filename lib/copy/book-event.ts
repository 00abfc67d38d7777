// Copy of /book-an-event, step 2 of 2 (spec 001 §1, §2); client-safe.

export const BOOK_EVENT_COPY = {
  seo: {
    title: 'Select a Date & Time for Your Discovery Call',
    description:
      'Pick a time for a 30-minute call with a talent advisor to talk through your brief and your shortlist.',
  },
  step: 'Step 2 of 2',
  title: 'Select a Date & Time',
  lead: {
    before: 'Your brief is with us. Pick a slot for a 30-minute call, then ',
    link: 'see your shortlist',
    after: ' take shape within days.',
  },
  calendar: {
    heading: 'Booking calendar',
    frameTitle: 'Booking calendar: choose a date and time',
    loading: 'Loading the booking calendar…',
  },
  fallback: {
    heading: 'Book by email or phone',
    text: 'Our booking calendar could not load just now. Write or call us with a few times that suit you, and we will confirm your call within one working day.',
    email: 'Email us',
    phone: 'Call us',
    calendar: 'Try the calendar in a new tab',
  },
  benefits: {
    heading: 'What you get',
    items: [
      {
        title: 'A dedicated account manager',
        text: 'One person who knows your brief, from the first call to your new hire’s first month and beyond.',
      },
      {
        title: 'Detailed profiles of pre-vetted talent',
        text: 'Skills, experience and test results of candidates from our top 10%, in 3 to 5 days.',
      },
      {
        title: 'Interviews on your terms',
        text: 'Meet the candidates you like, ask them anything and choose the one who fits your team.',
      },
      {
        title: 'A two-week zero-risk trial',
        text: 'Work together for 14 days. If it is not the right fit, we replace them at no cost.',
      },
    ],
  },
} as const;
