// The card of every page that is no record's (each record family's kicker is in its definition, lib/families).
export const CARD_COPY = {
  fixedPages: {
    kicker: 'Remote talent, pre-vetted',
    title: 'Hire the top 10% of remote developers, designers and assistants',
  },
} as const;
