// Section copy for blog bodies; {role} is the topic's role, {roles} its plural.
export interface Theme {
  headings: readonly string[];
  paragraphs: readonly string[];
  bullets: readonly string[];
  quotes: readonly { text: string; by: string }[];
  link: { href: string; text: string };
}
