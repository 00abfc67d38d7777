// Hand-written post ideas; `role` fills {role} in the section copy, `themes` picks the sections.
export type ThemeKey =
  'vetting' | 'cost' | 'onboarding' | 'communication' | 'timezones' | 'trial' | 'security' | 'scaling' | 'careers';

export interface BlogTopic {
  title: string;
  category: string;
  short: string;
  role: string;
  themes: readonly ThemeKey[];
}
