export const REVIEWS_COPY = {
  seo: {
    title: 'Customer Reviews',
    description:
      'What clients say about the remote developers, designers, marketers, accountants and assistants we placed with them.',
  },
  banner: {
    eyebrow: 'Customer reviews',
    title: 'Hear it from our clients',
    lead: 'What companies say about the talent we placed.',
  },
  crumb: 'Customer reviews',
  carousel: { heading: 'What our clients say', label: 'Client reviews' },
  rating: (stars: number) => `Rated ${stars} out of 5`,
} as const;
