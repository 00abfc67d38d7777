import { OPENING_DESCRIPTIONS } from './opening-descriptions.ts';

// Current openings on the careers page, grouped by office.
export const JOB_LOCATIONS = [
  { id: 1, slug: 'toronto', label: 'Toronto', full: 'Toronto, Canada' },
  { id: 2, slug: 'medellin', label: 'Medellín', full: 'Medellín, Colombia' },
  { id: 3, slug: 'kolkata', label: 'Kolkata', full: 'Kolkata, India' },
  { id: 4, slug: 'new-york', label: 'New York', full: 'New York, USA' },
] as const;

/** Google's JobPosting employmentType values. */
export const EMPLOYMENT_TYPES = [
  'FULL_TIME',
  'PART_TIME',
  'CONTRACTOR',
  'TEMPORARY',
  'INTERN',
  'VOLUNTEER',
  'PER_DIEM',
  'OTHER',
] as const;
export type EmploymentType = (typeof EMPLOYMENT_TYPES)[number];

interface OpeningCopy {
  title: keyof typeof OPENING_DESCRIPTIONS;
  experience: string;
  location: (typeof JOB_LOCATIONS)[number]['slug'];
  type: EmploymentType;
  /** Fully remote (JobPosting jobLocationType TELECOMMUTE); the others work from the office named. */
  remote: boolean;
}

export const OPENINGS: readonly OpeningCopy[] = [
  { title: 'Senior React Developer', experience: '5+ years', location: 'kolkata', type: 'FULL_TIME', remote: true },
  { title: 'Node.js Backend Engineer', experience: '3–5 years', location: 'kolkata', type: 'FULL_TIME', remote: true },
  { title: 'QA Automation Engineer', experience: '2–4 years', location: 'kolkata', type: 'CONTRACTOR', remote: false },
  { title: 'Bookkeeping Associate', experience: '1–3 years', location: 'kolkata', type: 'PART_TIME', remote: false },
  {
    title: 'Bilingual Customer Support Assistant',
    experience: '1+ years',
    location: 'medellin',
    type: 'FULL_TIME',
    remote: false,
  },
  { title: 'UI/UX Designer', experience: '3+ years', location: 'medellin', type: 'FULL_TIME', remote: false },
  { title: 'Python Data Engineer', experience: '4+ years', location: 'medellin', type: 'CONTRACTOR', remote: true },
  { title: 'Technical Recruiter', experience: '2+ years', location: 'toronto', type: 'FULL_TIME', remote: false },
  { title: 'Account Manager', experience: '3+ years', location: 'toronto', type: 'FULL_TIME', remote: false },
  {
    title: 'Digital Marketing Intern',
    experience: 'Students, 0–1 years',
    location: 'toronto',
    type: 'INTERN',
    remote: false,
  },
  {
    title: 'Enterprise Sales Executive',
    experience: '5+ years',
    location: 'new-york',
    type: 'FULL_TIME',
    remote: false,
  },
  { title: 'Payroll Specialist', experience: '2–4 years', location: 'new-york', type: 'PART_TIME', remote: false },
  {
    title: 'Executive Virtual Assistant',
    experience: '3+ years',
    location: 'medellin',
    type: 'FULL_TIME',
    remote: true,
  },
];

/** The job description as HTML paragraphs. */
export const openingDescription = (title: OpeningCopy['title']) =>
  OPENING_DESCRIPTIONS[title].map((paragraph) => `<p>${paragraph}</p>`).join('');
