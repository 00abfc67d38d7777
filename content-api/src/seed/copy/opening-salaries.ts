// Pay ranges for the openings whose offices publish one (pay-transparency rules in Ontario and New York; the
// Kolkata and Medellín teams publish theirs); the rest have none, as in the CMS.

/** schema.org QuantitativeValue unitText values the openings use. */
export const SALARY_UNITS = ['HOUR', 'MONTH', 'YEAR'] as const;

export interface SalaryRange {
  currency: string;
  min: number;
  max: number;
  unit: (typeof SALARY_UNITS)[number];
}

export const OPENING_SALARIES: Readonly<Record<string, SalaryRange>> = {
  'Senior React Developer': { currency: 'INR', min: 2_400_000, max: 3_600_000, unit: 'YEAR' },
  'Node.js Backend Engineer': { currency: 'INR', min: 1_800_000, max: 2_800_000, unit: 'YEAR' },
  'UI/UX Designer': { currency: 'COP', min: 9_000_000, max: 13_000_000, unit: 'MONTH' },
  'Technical Recruiter': { currency: 'CAD', min: 65_000, max: 80_000, unit: 'YEAR' },
  'Account Manager': { currency: 'CAD', min: 70_000, max: 90_000, unit: 'YEAR' },
  'Digital Marketing Intern': { currency: 'CAD', min: 20, max: 22, unit: 'HOUR' },
  'Enterprise Sales Executive': { currency: 'USD', min: 120_000, max: 150_000, unit: 'YEAR' },
  'Payroll Specialist': { currency: 'USD', min: 30, max: 38, unit: 'HOUR' },
};

/** How long a seeded opening stays open after it is posted. */
export const OPENING_VALID_DAYS = 90;
