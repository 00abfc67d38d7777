import type { BlogTopic } from './types.ts';

// The newer half of the hand-written topics, newest first.
export const RECENT_TOPICS: readonly BlogTopic[] = [
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
];
