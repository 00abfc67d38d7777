// The three experience tiers every hire category is priced in; `rates` in each category follows this order.
export const PRICING_TIERS = [
  {
    title: 'Junior',
    icon: 'seedling',
    experience: '0–3 years of experience',
    text: 'Dependable professionals for well-defined tasks, supported by a senior reviewer.',
  },
  {
    title: 'Mid-Level',
    icon: 'star',
    experience: '3–7 years of experience',
    text: 'Independent specialists who own features and deliverables end to end.',
  },
  {
    title: 'Senior',
    icon: 'crown',
    experience: '7+ years of experience',
    text: 'Experts who lead, mentor and make the calls that shape your product.',
  },
] as const;
