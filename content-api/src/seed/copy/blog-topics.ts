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

export const BLOG_TOPICS: readonly BlogTopic[] = [
  {
    title: 'How to Hire a Remote React Developer in Under a Week',
    category: 'Hiring Guides',
    role: 'React developer',
    themes: ['vetting', 'trial', 'onboarding'],
    short:
      'A practical, day-by-day plan for going from job brief to a signed React developer in five working days, without cutting corners on quality',
  },
  {
    title: 'What Pre-Vetted Really Means: Inside a Seven-Stage Screening Process',
    category: 'Vetting',
    role: 'engineer',
    themes: ['vetting', 'security', 'trial'],
    short:
      'HR screening, online tests, an AI-powered technical test, live coding and a face-to-face interview: here is what each stage filters out and why only the top 10% make it',
  },
  {
    title: 'The Real Cost of a Remote Developer Compared With a Local Hire',
    category: 'Cost & Pricing',
    role: 'developer',
    themes: ['cost', 'scaling', 'trial'],
    short:
      'Salary is only part of the bill. We break down recruiting fees, benefits, equipment and churn to show where savings of up to 66% come from',
  },
  {
    title: 'Onboarding a Remote Designer: The First 30 Days',
    category: 'Team Building',
    role: 'UI/UX designer',
    themes: ['onboarding', 'communication', 'timezones'],
    short:
      'Access, design systems, critique rituals and the small habits that help a remote designer ship confident work by the end of the first month',
  },
  {
    title: 'Seven Questions to Ask Before You Hire a Virtual Assistant',
    category: 'Hiring Guides',
    role: 'virtual assistant',
    themes: ['vetting', 'communication', 'security'],
    short:
      'Clarify the tasks, tools, hours and access rules first, and your virtual assistant will be useful from the very first morning',
  },
  {
    title: 'Working Across Time Zones Without Burning Out Your Team',
    category: 'Remote Work',
    role: 'remote team member',
    themes: ['timezones', 'communication', 'onboarding'],
    short:
      'Overlap windows, written handovers and a clear on-call rota keep work moving between Toronto, Medellín, Kolkata and New York',
  },
  {
    title: 'Why a Two-Week Trial Beats a Long Interview Loop',
    category: 'Hiring Guides',
    role: 'developer',
    themes: ['trial', 'vetting', 'cost'],
    short:
      'Real work on your real codebase tells you more than a sixth interview round. Here is how to run a trial that is fair to both sides',
  },
  {
    title: 'Hiring a Remote Bookkeeper: A Checklist for Small Businesses',
    category: 'Hiring Guides',
    role: 'bookkeeper',
    themes: ['security', 'vetting', 'onboarding'],
    short:
      'From software access to month-end close, the checklist we give clients before their first remote bookkeeper starts',
  },
  {
    title: 'Building a Dedicated Development Team From Zero to Ten',
    category: 'Team Building',
    role: 'developer',
    themes: ['scaling', 'onboarding', 'communication'],
    short:
      'The order in which to hire, the roles that pay off early and how to keep quality high while the team grows fast',
  },
  {
    title: 'SEO Specialist or Content Writer: Which Hire Comes First?',
    category: 'Digital Marketing',
    role: 'SEO specialist',
    themes: ['cost', 'scaling', 'vetting'],
    short:
      'If organic growth is the goal, the first marketing hire shapes everything after it. How to decide between technical SEO and content',
  },
  {
    title: 'How We Test English and Communication Skills',
    category: 'Vetting',
    role: 'candidate',
    themes: ['communication', 'vetting', 'trial'],
    short:
      'Strong code is not enough. Our English and IQ tests, written exercises and live calls show how a candidate explains trade-offs to a client',
  },
  {
    title: 'Remote Payroll Specialists: What They Do and When You Need One',
    category: 'Accounting & Finance',
    role: 'payroll specialist',
    themes: ['security', 'cost', 'onboarding'],
    short:
      'Payroll mistakes are expensive and public. A specialist keeps filings on time, pay accurate and records ready for audit',
  },
  {
    title: 'A Hiring Manager’s Guide to Reading Developer Portfolios',
    category: 'Hiring Guides',
    role: 'developer',
    themes: ['vetting', 'trial', 'communication'],
    short:
      'What to look for in repositories, case studies and side projects, and the signals that matter more than a long list of frameworks',
  },
  {
    title: 'Data Security When Your Team Works Remotely',
    category: 'Remote Work',
    role: 'remote professional',
    themes: ['security', 'onboarding', 'communication'],
    short:
      'Least-privilege access, managed devices, password vaults and NDAs: the controls we put in place before anyone touches client data',
  },
  {
    title: 'Scaling Customer Support With Remote Assistants',
    category: 'Team Building',
    role: 'customer support assistant',
    themes: ['scaling', 'timezones', 'communication'],
    short:
      'Follow-the-sun support across four offices lets small companies answer customers within minutes, day and night',
  },
  {
    title: 'Five Signs Your Startup Is Ready for Its First Remote Hire',
    category: 'Remote Work',
    role: 'remote hire',
    themes: ['scaling', 'cost', 'trial'],
    short:
      'Missed deadlines, a founder doing everything and a growing backlog are signals. Here is how to tell when to bring in help',
  },
  {
    title: 'What a Senior Node.js Developer Brings to a Growing Product',
    category: 'Hiring Guides',
    role: 'Node.js developer',
    themes: ['vetting', 'scaling', 'cost'],
    short:
      'Experience shows in architecture, code review and production incidents. Why a senior engineer often saves more than they cost',
  },
  {
    title: 'Our Vetting Funnel in Numbers',
    category: 'Vetting',
    role: 'candidate',
    themes: ['vetting', 'trial', 'careers'],
    short:
      '60% pass HR screening, 40% the online tests, 30% the AI technical test, 20% the interview and 15% live coding. What those numbers mean for you',
  },
  {
    title: 'Remote Graphic Designers for Marketing Teams',
    category: 'Digital Marketing',
    role: 'graphic designer',
    themes: ['communication', 'onboarding', 'scaling'],
    short:
      'Campaign assets, social graphics and brand consistency: how marketing teams get more creative output without adding office space',
  },
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

/** Titles for catalogues larger than the hand-written list; {role} is filled from ROLE_NAMES. */
export const TITLE_TEMPLATES = [
  'How to Hire a Remote {Role} Without Slowing Down',
  'Interview Questions That Reveal a Great {Role}',
  'What a Pre-Vetted {Role} Costs in {year}',
  'Onboarding a Remote {Role}: A Step-by-Step Plan',
  'In-House or Remote {Role}? An Honest Comparison',
  'Red Flags When Hiring a Freelance {Role}',
  'Scaling Your Team With a Dedicated {Role}',
  'Skills to Look For in a Senior {Role}',
  'A {year} Hiring Guide for {Role} Roles',
  'Managing a Remote {Role} Across Time Zones',
] as const;

export const ROLE_NAMES = [
  { role: 'React developer', category: 'Hiring Guides' },
  { role: 'Node.js developer', category: 'Hiring Guides' },
  { role: 'Python developer', category: 'Hiring Guides' },
  { role: 'Java developer', category: 'Hiring Guides' },
  { role: 'PHP developer', category: 'Hiring Guides' },
  { role: 'mobile app developer', category: 'Hiring Guides' },
  { role: 'DevOps engineer', category: 'Hiring Guides' },
  { role: 'QA engineer', category: 'Hiring Guides' },
  { role: 'UI/UX designer', category: 'Team Building' },
  { role: 'graphic designer', category: 'Team Building' },
  { role: 'product designer', category: 'Team Building' },
  { role: 'virtual assistant', category: 'Remote Work' },
  { role: 'executive assistant', category: 'Remote Work' },
  { role: 'customer support assistant', category: 'Remote Work' },
  { role: 'SEO specialist', category: 'Digital Marketing' },
  { role: 'PPC specialist', category: 'Digital Marketing' },
  { role: 'social media manager', category: 'Digital Marketing' },
  { role: 'content writer', category: 'Digital Marketing' },
  { role: 'bookkeeper', category: 'Accounting & Finance' },
  { role: 'accountant', category: 'Accounting & Finance' },
  { role: 'payroll specialist', category: 'Accounting & Finance' },
  { role: 'financial analyst', category: 'Accounting & Finance' },
] as const;
