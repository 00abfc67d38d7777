import type { BlogTopic } from './types.ts';

// The older half of the hand-written topics, continuing RECENT_TOPICS, newest first.
export const EARLIER_TOPICS: readonly BlogTopic[] = [
  {
    title: 'Working With a Remote Accountant During Tax Season',
    category: 'Accounting & Finance',
    role: 'accountant',
    themes: ['security', 'timezones', 'onboarding'],
    short:
      'Shared checklists, secure document exchange and clear deadlines help a remote accountant carry the load when it matters most',
  },
  {
    title: 'Life on the Talent Side: How Our Developers Grow Their Careers',
    category: 'Careers',
    role: 'developer',
    themes: ['careers', 'communication', 'vetting'],
    short:
      'Mentoring, certifications and long-term client relationships: what a career with a remote-first staffing team looks like',
  },
  {
    title: 'Python Developers for Data Projects: Skills That Matter',
    category: 'Hiring Guides',
    role: 'Python developer',
    themes: ['vetting', 'security', 'trial'],
    short:
      'Pandas and notebooks are the start. Production data work needs testing, pipelines and people who can explain their results',
  },
  {
    title: 'Pay-Per-Click Specialists: Getting More From Every Ad Dollar',
    category: 'Digital Marketing',
    role: 'PPC specialist',
    themes: ['cost', 'communication', 'scaling'],
    short:
      'Account structure, negative keywords and honest reporting: the habits of a PPC specialist who earns their fee back',
  },
  {
    title: 'How to Write a Job Brief That Attracts Great Remote Talent',
    category: 'Hiring Guides',
    role: 'candidate',
    themes: ['vetting', 'communication', 'trial'],
    short:
      'Outcomes instead of buzzwords, a clear stack and honest hours. A good brief cuts your shortlist time in half',
  },
  {
    title: 'Virtual Assistants for Executives: A Day in the Life',
    category: 'Remote Work',
    role: 'executive assistant',
    themes: ['timezones', 'security', 'communication'],
    short:
      'Inbox triage, calendar juggling, travel and board packs: what an executive virtual assistant handles before the working day starts',
  },
  {
    title: 'Mobile App Developers: Native, Cross-Platform or Both?',
    category: 'Hiring Guides',
    role: 'mobile app developer',
    themes: ['vetting', 'cost', 'scaling'],
    short:
      'Swift and Kotlin specialists or a Flutter and React Native generalist? The answer depends on your roadmap, not on fashion',
  },
  {
    title: 'Replacing a Hire Without Losing Momentum',
    category: 'Team Building',
    role: 'team member',
    themes: ['trial', 'onboarding', 'scaling'],
    short:
      'Sometimes a match does not work. Free replacement during the trial and good handover notes keep the project on schedule',
  },
  {
    title: 'Financial Analysts on Demand for Growing Companies',
    category: 'Accounting & Finance',
    role: 'financial analyst',
    themes: ['cost', 'security', 'scaling'],
    short:
      'Forecasts, board reporting and unit economics without a full-time finance department: when a remote analyst makes sense',
  },
  {
    title: 'Communication Rituals That Make Remote Teams Work',
    category: 'Remote Work',
    role: 'remote team member',
    themes: ['communication', 'timezones', 'onboarding'],
    short:
      'Daily written check-ins, weekly demos and a shared decision log. Small habits that build trust across four offices',
  },
  {
    title: 'Hiring for Healthcare Software: Compliance From Day One',
    category: 'Industry Insights',
    role: 'developer',
    themes: ['security', 'vetting', 'onboarding'],
    short: 'Healthcare clients need engineers who understand privacy rules, audit trails and careful change management',
  },
  {
    title: 'Social Media Managers Who Understand Your Brand Voice',
    category: 'Digital Marketing',
    role: 'social media manager',
    themes: ['communication', 'onboarding', 'trial'],
    short:
      'Tone guides, approval workflows and content calendars help a remote social media manager sound like you from week one',
  },
  {
    title: 'Internships That Turn Into Careers',
    category: 'Careers',
    role: 'intern',
    themes: ['careers', 'onboarding', 'communication'],
    short:
      'Six months of real client work in bookkeeping, tax, web development, digital marketing or design, with mentors who have done it',
  },
  {
    title: 'Logistics Companies and the Case for Remote Engineering Teams',
    category: 'Industry Insights',
    role: 'engineer',
    themes: ['scaling', 'timezones', 'cost'],
    short: 'Routing, tracking and warehouse systems run around the clock. Distributed teams match that rhythm',
  },
  {
    title: 'Java Developers for Enterprise Modernisation',
    category: 'Hiring Guides',
    role: 'Java developer',
    themes: ['vetting', 'security', 'scaling'],
    short:
      'Moving a monolith to services without breaking the business takes patience, tests and engineers who have done it before',
  },
  {
    title: 'How Account Managers Keep Remote Engagements on Track',
    category: 'Team Building',
    role: 'account manager',
    themes: ['communication', 'trial', 'scaling'],
    short:
      'A dedicated account manager checks in, spots risks early and handles the admin so your team can focus on the work',
  },
  {
    title: 'Budgeting for a Remote Team: Hourly, Part-Time or Full-Time?',
    category: 'Cost & Pricing',
    role: 'remote professional',
    themes: ['cost', 'trial', 'scaling'],
    short:
      'Junior talent from $15 an hour, experienced specialists up to $40. How to pick an engagement model that fits your workload',
  },
  {
    title: 'Retail Brands Scaling E-commerce With Remote Talent',
    category: 'Industry Insights',
    role: 'e-commerce assistant',
    themes: ['scaling', 'timezones', 'cost'],
    short: 'Catalogue updates, order support and seasonal campaigns: how retailers flex their teams for peak season',
  },
  {
    title: 'Code Reviews Across Borders: A Practical Guide',
    category: 'Remote Work',
    role: 'developer',
    themes: ['communication', 'timezones', 'vetting'],
    short:
      'Small pull requests, clear review etiquette and time-zone-aware turnaround keep quality high in distributed teams',
  },
];
