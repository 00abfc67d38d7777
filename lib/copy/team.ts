export const TEAM_COPY = {
  seo: {
    title: 'Our Team',
    description:
      'Meet the leadership and the recruiters, engineers and account managers who vet remote talent and look after every placement.',
  },
  banner: {
    eyebrow: 'Our team',
    title: 'The people behind every hire',
    lead: 'Four offices, one team.',
  },
  crumb: 'our-team',
  intro: {
    heading: 'Meet the team',
    text: 'Our people have hired, managed and worked in remote teams themselves. That experience shapes how we vet candidates and how we support clients after the contract is signed.',
  },
  leadership: { heading: 'Leadership' },
  departments: { heading: 'Our departments', tabsLabel: 'Departments' },
  linkedin: (name: string) => `${name} on LinkedIn`,
} as const;
