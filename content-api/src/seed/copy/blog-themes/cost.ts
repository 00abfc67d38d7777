import type { Theme } from './types.ts';

export const COST_THEME: Theme = {
  headings: [
    'Where the savings actually come from',
    'Comparing total cost, not hourly rates',
    'Budgeting without surprises',
  ],
  paragraphs: [
    'An hourly rate hides most of what a hire really costs. Recruiting fees, benefits, payroll taxes, equipment, office space and the weeks a seat stays empty all add up. When clients compare the full picture, savings of up to 66% are common.',
    'Junior professionals start at around $15 an hour and experienced specialists reach up to $40, depending on the role and the stack. Rates are agreed up front, invoices are monthly and there are no placement fees hidden in the small print.',
    'Cheaper is not the goal; predictable is. A {role} who ships reliably at a fair rate is worth more than a bargain hire who needs to be replaced in three months.',
    'Discounts reward commitment rather than volume alone: larger teams and quarterly, half-yearly or yearly advance payments lower the effective rate further.',
  ],
  bullets: [
    'No recruiting or placement fees',
    'Transparent hourly rates agreed before the trial starts',
    'Team discounts from 2.5% for more than three members',
    'Advance-payment discounts for quarterly, half-yearly and yearly plans',
    'Equipment, workspace and local payroll handled for you',
    'Thirty days’ notice to scale down, no long lock-in',
  ],
  quotes: [
    {
      text: 'We doubled the size of our product team and our monthly spend went up by less than half.',
      by: 'COO of a retail technology company',
    },
    {
      text: 'The invoice looks the same every month. Our finance team loves that more than anything else.',
      by: 'Finance director at a marketing agency',
    },
  ],
  link: { href: '/pricing', text: 'our pricing guide' },
};
