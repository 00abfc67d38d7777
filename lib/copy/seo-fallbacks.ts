// Generated meta copy for records whose CMS meta fields are empty (the schema layer applies it).

export const SEO_FALLBACKS = {
  categoryTitle: (title: string) => `Hire Pre-Vetted Remote ${title}`,
  categoryDescription: (title: string) =>
    `Hire pre-vetted remote ${title} from the top 10% of 50,000+ candidates: a shortlist in 3 to 5 days, rates from $15 an hour and a two-week risk-free trial.`,
  serviceDescription: (title: string) =>
    `${title} delivered by pre-vetted remote specialists: a shortlist in 3 to 5 days, a two-week risk-free trial and savings of up to 66%.`,
  eventDescription: (title: string, city: string, date: string) => `${title}, ${city}, ${date}.`,
} as const;
