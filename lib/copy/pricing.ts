export const PRICING_COPY = {
  seo: {
    title: 'Pricing',
    description:
      'Transparent hourly and monthly pricing for remote developers, designers, marketers, accountants and assistants, with team and advance-payment discounts.',
  },
  banner: {
    eyebrow: 'Pricing',
    title: 'Simple, transparent pricing',
    lead: 'Pay for hours worked, with discounts for larger teams.',
  },
  crumb: 'Pricing',
  /** The span of the rate cards (spec 001 §9: junior from $5, senior up to $25 per hour), for JSON-LD. */
  priceRange: '$5–$25 per hour',
  categories: { heading: 'Our pricing', tabsLabel: 'Pricing categories' },
  included: {
    heading: 'Included in every plan',
    items: [
      'Pre-vetted talent from the top 10%',
      'A dedicated account manager',
      'Payroll, taxes and compliance',
      'Equipment and secure workspace',
      'Paid leave and replacement cover',
      'Weekly time reports',
    ],
  },
  discounts: {
    heading: 'Discounts',
    team: {
      caption: 'Team size discount',
      columns: ['Team size', 'Discount'],
      rows: [
        ['More than 3 members', '2.5%'],
        ['More than 10 members', '5%'],
        ['More than 15 members', '7.5%'],
        ['More than 25 members', '10%'],
      ],
    },
    advance: {
      caption: 'Advance payment discount',
      columns: ['Paid in advance', 'Discount'],
      rows: [
        ['Quarterly', '2.5%'],
        ['Half-yearly', '5%'],
        ['Yearly', '7.5%'],
      ],
    },
  },
  guarantee: {
    heading: 'Our guarantee',
    features: [
      { title: '14-day trial', text: 'Two weeks to be sure, with a free replacement if the fit is not right.' },
      { title: 'Turnaround within 5 days', text: 'A shortlist of pre-vetted candidates within five working days.' },
      {
        title: 'Savings up to 66%',
        text: 'Compared with hiring locally, once salary, overheads and recruiting are counted.',
      },
    ],
  },
  leadership: {
    heading: 'Leadership thoughts',
    quote: {
      quote:
        'We price the way we would want to be charged: clearly, per hour worked, and with a trial that puts the risk on us rather than on our clients.',
      name: 'The leadership team',
      role: 'Founders and directors',
    },
  },
} as const;
