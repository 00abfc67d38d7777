// Current openings on the careers page, grouped by office.
export const JOB_LOCATIONS = [
  { id: 1, slug: 'toronto', label: 'Toronto', full: 'Toronto, Canada' },
  { id: 2, slug: 'medellin', label: 'Medellín', full: 'Medellín, Colombia' },
  { id: 3, slug: 'kolkata', label: 'Kolkata', full: 'Kolkata, India' },
  { id: 4, slug: 'new-york', label: 'New York', full: 'New York, USA' },
] as const;

export const OPENINGS = [
  { title: 'Senior React Developer', experience: '5+ years', location: 'kolkata' },
  { title: 'Node.js Backend Engineer', experience: '3–5 years', location: 'kolkata' },
  { title: 'QA Automation Engineer', experience: '2–4 years', location: 'kolkata' },
  { title: 'Bookkeeping Associate', experience: '1–3 years', location: 'kolkata' },
  { title: 'Bilingual Customer Support Assistant', experience: '1+ years', location: 'medellin' },
  { title: 'UI/UX Designer', experience: '3+ years', location: 'medellin' },
  { title: 'Python Data Engineer', experience: '4+ years', location: 'medellin' },
  { title: 'Technical Recruiter', experience: '2+ years', location: 'toronto' },
  { title: 'Account Manager', experience: '3+ years', location: 'toronto' },
  { title: 'Digital Marketing Intern', experience: 'Students, 0–1 years', location: 'toronto' },
  { title: 'Enterprise Sales Executive', experience: '5+ years', location: 'new-york' },
  { title: 'Payroll Specialist', experience: '2–4 years', location: 'new-york' },
  { title: 'Executive Virtual Assistant', experience: '3+ years', location: 'medellin' },
] as const;
