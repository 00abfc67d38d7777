// The six sample developer profiles of the child-service page (spec 000 §3 "Developer profile card", §9).

export interface SampleProfile {
  profImg: string;
  profName: string;
  skills: { featSkills: readonly string[] };
  expYears: number;
  location: { city: string; state: string; country: string };
}

/** Spec 000 §9: every sample profile shows 5.2 years of experience. */
const SAMPLE_YEARS = 5.2;

const profile = (
  index: number,
  profName: string,
  featSkills: readonly string[],
  city: string,
  state: string,
  country: string,
): SampleProfile => ({
  profImg: `/images/profiles/sample-${index}.svg`,
  profName,
  skills: { featSkills },
  expYears: SAMPLE_YEARS,
  location: { city, state, country },
});

export const SAMPLE_PROFILES: readonly SampleProfile[] = [
  profile(1, 'Arjun Mehta', ['React', 'Node.js', 'TypeScript'], 'Kolkata', 'West Bengal', 'India'),
  profile(2, 'Valentina Ríos', ['Laravel', 'PHP', 'MySQL'], 'Medellín', 'Antioquia', 'Colombia'),
  profile(3, 'Ethan Walker', ['Python', 'Django', 'AWS'], 'Toronto', 'Ontario', 'Canada'),
  profile(4, 'Sneha Iyer', ['Flutter', 'Dart', 'Firebase'], 'Pune', 'Maharashtra', 'India'),
  profile(5, 'Camilo Duarte', ['Shopify', 'Liquid', 'JavaScript'], 'Bogotá', 'Cundinamarca', 'Colombia'),
  profile(6, 'Megan Foster', ['Angular', '.NET', 'Azure'], 'Austin', 'Texas', 'USA'),
];

export const PROFILE_CARD_COPY = {
  experience: (years: string | number) => `${years} years of experience`,
  skills: 'Featured skills',
  photoAlt: (name: string) => `Portrait of ${name}`,
} as const;
