// The kicker line above each social card's title.
export const CARD_COPY = {
  blog: (category: string) => (category ? `Blog · ${category}` : 'Blog'),
  event: (date: string, city: string) => [date, city].filter(Boolean).join(' · '),
  service: 'Service',
  category: 'Hire remote talent',
  fixedPages: {
    kicker: 'Remote talent, pre-vetted',
    title: 'Hire the top 10% of remote developers, designers and assistants',
  },
} as const;
