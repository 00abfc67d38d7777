// The /pricing page's rate cards (get-pricing-list); amounts are HTML as the contract says.
export const PRICING_CATEGORIES = [
  { key: 'developers', title: 'Developers', icon: 'code', rates: [15, 25, 40], unit: 'per hour', role: 'developers' },
  { key: 'designers', title: 'Designers', icon: 'palette', rates: [15, 22, 35], unit: 'per hour', role: 'designers' },
  {
    key: 'digital-marketing',
    title: 'Digital Marketing',
    icon: 'megaphone',
    rates: [15, 25, 38],
    unit: 'per hour',
    role: 'marketing specialists',
  },
  {
    key: 'virtual-assistants',
    title: 'Virtual Assistants',
    icon: 'headset',
    rates: [15, 18, 24],
    unit: 'per hour',
    role: 'virtual assistants',
  },
  {
    key: 'accounting-and-finance',
    title: 'Accounting & Finance',
    icon: 'calculator',
    rates: [15, 24, 40],
    unit: 'per hour',
    role: 'accounting professionals',
  },
] as const;

export const PRICING_INCLUDES = [
  'A two-week risk-free trial with free replacement',
  'A dedicated account manager',
  'Candidates shortlisted in 3 to 5 days',
  'No recruiting or placement fees',
  'Team discounts from 2.5% for more than three members',
] as const;
