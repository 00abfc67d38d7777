import type { ThemeKey } from './blog-topics.ts';

// Section copy for blog bodies; {role} is the topic's role, {roles} its plural.
export interface Theme {
  headings: readonly string[];
  paragraphs: readonly string[];
  bullets: readonly string[];
  quotes: readonly { text: string; by: string }[];
  link: { href: string; text: string };
}

export const THEMES: Record<ThemeKey, Theme> = {
  vetting: {
    headings: [
      'Start with a shortlist you can trust',
      'How screening separates good from great',
      'What to test before you interview',
    ],
    paragraphs: [
      'Most hiring time is lost before the first real conversation: sorting applications, chasing references and running tests that do not predict performance. A pre-vetted shortlist moves that work upstream, so the three to five people you meet have already passed HR screening, skills tests and a live technical session.',
      'We look for evidence, not adjectives. A {role} who claims five years of experience should be able to walk through a project they shipped, explain a decision they would make differently today and show how they test their own work.',
      'Only around one in ten applicants reaches our talent pool. That number is not a marketing line; it is the result of eight to twelve online tests, including mandatory English and IQ assessments, followed by an AI-powered technical test and a live coding challenge.',
      'Screening is also about fit. A brilliant {role} who needs constant direction is a poor match for a founder with no time to manage, so we ask about working style, availability and the kind of feedback each candidate prefers.',
    ],
    bullets: [
      'A structured HR interview that checks availability, expectations and communication',
      'Role-specific online tests, plus English and IQ assessments',
      'An AI-powered technical test that adapts to the candidate’s answers',
      'A live coding or practical challenge reviewed by a senior specialist',
      'A final in-person interview before anyone joins the talent pool',
      'Reference checks on recent work, not just job titles',
    ],
    quotes: [
      {
        text: 'We interviewed three candidates and could have hired any of them. That had never happened to us before.',
        by: 'Engineering lead at a logistics platform',
      },
      {
        text: 'The shortlist arrived on day four, and every profile matched the brief we had written.',
        by: 'Founder of a healthcare start-up',
      },
    ],
    link: { href: '/distinct-vetting-process', text: 'our seven-stage vetting process' },
  },
  cost: {
    headings: [
      'Where the savings actually come from',
      'Comparing total cost, not hourly rates',
      'Budgeting without surprises',
    ],
    paragraphs: [
      'An hourly rate hides most of what a hire really costs. Recruiting fees, benefits, payroll taxes, equipment, office space and the weeks a seat stays empty all add up. When clients compare the full picture, savings of up to 66% are common.',
      'Junior professionals start at around $15 an hour and experienced specialists reach up to $40, depending on the role and the stack. Rates are agreed up front, invoices are monthly and there are no placement fees hidden in the small print.',
      'Cheaper is not the goal; predictable is. A {role} who ships reliably at a fair rate is worth more than a bargain hire who needs to be replaced in three months.',
      'Discounts reward commitment rather than volume alone: larger teams and quarterly, half-yearly or yearly advance payments lower the effective rate further.',
    ],
    bullets: [
      'No recruiting or placement fees',
      'Transparent hourly rates agreed before the trial starts',
      'Team discounts from 2.5% for more than three members',
      'Advance-payment discounts for quarterly, half-yearly and yearly plans',
      'Equipment, workspace and local payroll handled for you',
      'Thirty days’ notice to scale down, no long lock-in',
    ],
    quotes: [
      {
        text: 'We doubled the size of our product team and our monthly spend went up by less than half.',
        by: 'COO of a retail technology company',
      },
      {
        text: 'The invoice looks the same every month. Our finance team loves that more than anything else.',
        by: 'Finance director at a marketing agency',
      },
    ],
    link: { href: '/pricing', text: 'our pricing guide' },
  },
  onboarding: {
    headings: ['The first week sets the tone', 'Give access before the first morning', 'A 30-day plan that works'],
    paragraphs: [
      'Good onboarding starts before day one. Accounts, repositories, design files and a short written introduction to the product let a new {role} spend the first morning learning rather than waiting for passwords.',
      'Pair the new hire with one person who answers questions quickly. It does not have to be a manager; it has to be someone who knows where things live and why they were built that way.',
      'Set one small, real deliverable for the first week. Shipping something, even a minor fix or a single campaign asset, builds confidence on both sides and exposes gaps in documentation early.',
      'By day thirty, the new team member should own a clear area, join planning with their own estimates and know who to ask when something breaks. Your account manager checks in at each milestone.',
    ],
    bullets: [
      'Create accounts and share access a day before the start date',
      'Write a one-page guide to the product, the team and the tools',
      'Name a buddy who answers questions within the hour',
      'Agree on a first-week deliverable that is small but real',
      'Schedule short check-ins at the end of weeks one, two and four',
    ],
    quotes: [
      {
        text: 'Our new developer merged a fix on the second day. The onboarding checklist made all the difference.',
        by: 'CTO of an education platform',
      },
      {
        text: 'Having one named buddy turned a stressful first week into a productive one.',
        by: 'Product designer in our talent pool',
      },
    ],
    link: { href: '/how-it-works', text: 'how an engagement works, step by step' },
  },
  communication: {
    headings: ['Write it down', 'Rituals that build trust', 'Feedback that travels well'],
    paragraphs: [
      'Remote teams run on writing. A short daily update, a ticket that explains the why as well as the what, and a decision log that anyone can search save more time than any meeting.',
      'We assess communication as carefully as technical skill. Every {role} in our pool has passed an English assessment and has explained a piece of their own work to a reviewer who was not an expert in it.',
      'Keep meetings for the things writing does badly: resolving disagreement, celebrating a launch and getting to know each other. A weekly demo gives everyone a shared picture of progress.',
      'Feedback is easier when it is specific and regular. A fifteen-minute one-to-one every two weeks catches small issues long before they become reasons to part ways.',
    ],
    bullets: [
      'A written daily check-in: done, doing, blocked',
      'A weekly demo of finished work',
      'A shared decision log with links to the discussion',
      'Clear response-time expectations for chat and email',
      'Short one-to-ones every two weeks',
    ],
    quotes: [
      {
        text: 'I get a clear update every morning. I know what happened overnight before I open my laptop.',
        by: 'Agency owner in New York',
      },
      {
        text: 'The written check-ins felt odd for a week. Now we could not work without them.',
        by: 'Head of operations at a fintech company',
      },
    ],
    link: { href: '/schedule-a-call', text: 'book a call with our team' },
  },
  timezones: {
    headings: ['Plan the overlap', 'Follow the sun, deliberately', 'Handovers that keep work moving'],
    paragraphs: [
      'With offices in Toronto, Medellín, Kolkata and New York, we can match almost any working day. Most clients ask for three to four hours of overlap, which is enough for a stand-up, a review and quick questions.',
      'Time-zone differences can be an advantage. Work handed over at the end of the day in New York can be reviewed, tested or extended in Kolkata overnight, so the next morning starts with progress.',
      'The trick is the handover. A {role} who ends the day with a short note on what changed, what is blocked and what comes next makes the next person productive immediately.',
      'Keep a shared calendar that shows everyone’s working hours and public holidays. It prevents the frustration of a meeting invite at midnight.',
    ],
    bullets: [
      'Agree on a fixed overlap window, usually three to four hours',
      'Publish working hours and holidays in a shared calendar',
      'End each day with a written handover',
      'Use asynchronous reviews for anything that is not urgent',
      'Rotate the inconvenient meeting slot so nobody always loses sleep',
    ],
    quotes: [
      {
        text: 'Our support queue is covered around the clock, and nobody on the team works nights.',
        by: 'Customer experience lead at a SaaS company',
      },
      {
        text: 'We ship faster because work literally never stops moving.',
        by: 'VP of Engineering at a transport company',
      },
    ],
    link: { href: '/our-team', text: 'meet our team across four offices' },
  },
  trial: {
    headings: ['Try before you commit', 'Make the trial count', 'What happens if it is not a match'],
    paragraphs: [
      'Every engagement starts with a two-week risk-free trial. You work with your new {role} on real tasks, and if the match is not right you pay nothing and we find a replacement.',
      'Use the trial for work that matters. A real ticket, a real campaign or a real month-end close tells you far more than a test project built for the occasion.',
      'Set expectations on day one: what success looks like after two weeks, who reviews the work and how decisions will be made. Clear goals make the end-of-trial conversation easy.',
      'Replacements are rare, but they happen. When they do, the handover notes from the trial mean the next person starts faster than the first.',
    ],
    bullets: [
      'Two weeks of real work before you commit',
      'Free replacement if the match is not right',
      'A short written goal for the end of the trial',
      'A review call with your account manager on day ten',
    ],
    quotes: [
      {
        text: 'The trial removed all the risk. By day six we knew we wanted to keep him.',
        by: 'Founder of a property platform',
      },
      {
        text: 'Our first match was not right, and the replacement started within four days at no cost.',
        by: 'Marketing manager at an insurance broker',
      },
    ],
    link: { href: '/schedule-a-call', text: 'start your two-week trial' },
  },
  security: {
    headings: ['Security is a process, not a promise', 'Access only to what is needed', 'Protecting client data'],
    paragraphs: [
      'Every professional signs a non-disclosure agreement before they see client material. Laptops are managed, disks are encrypted and passwords live in a shared vault rather than in chat messages.',
      'Give access by role and remove it by default. A {role} needs the systems their work touches, not the keys to everything, and a simple access list makes off-boarding a five-minute job.',
      'For regulated industries such as healthcare, finance and insurance, we brief each team member on the rules that apply and keep an audit trail of who accessed what.',
      'Security reviews are part of the routine. We check device compliance monthly and rotate credentials whenever someone leaves an engagement.',
    ],
    bullets: [
      'Non-disclosure agreements signed before onboarding',
      'Managed, encrypted devices',
      'A shared password vault with role-based access',
      'Two-factor authentication on every client system',
      'Access removed within one business day of off-boarding',
    ],
    quotes: [
      {
        text: 'Their security checklist was more thorough than the one our own IT team used.',
        by: 'Compliance officer at a health-tech company',
      },
      {
        text: 'Off-boarding took minutes, because access had been documented from the start.',
        by: 'IT manager at an accounting firm',
      },
    ],
    link: { href: '/privacy-policy', text: 'our privacy policy' },
  },
  scaling: {
    headings: ['Grow without the growing pains', 'From one hire to a full team', 'Keep quality high as you scale'],
    paragraphs: [
      'Scaling a team is mostly about sequencing. Hire the {role} who removes your biggest bottleneck first, then add the people who multiply their output.',
      'A dedicated team grows with your roadmap. Add a QA engineer when releases speed up, a designer when the backlog fills with interface work, or an assistant when the admin starts eating into everyone’s day.',
      'Quality drops when teams grow faster than their habits. Shared coding standards, templates and a single definition of done keep a team of ten working like a team of three.',
      'With more than 50,000 pre-vetted professionals in our network, adding a new specialist usually takes days, not months.',
    ],
    bullets: [
      'Hire for the current bottleneck, not the org chart',
      'Document standards before the team doubles',
      'Add a lead when the team passes five people',
      'Review the team mix every quarter',
      'Scale down with thirty days’ notice when priorities change',
    ],
    quotes: [
      {
        text: 'We went from two developers to a team of nine in a quarter, and our release cadence actually improved.',
        by: 'CEO of a telecommunications start-up',
      },
      {
        text: 'Adding people used to mean months of recruiting. Now it means a call and a shortlist.',
        by: 'Director of digital at a media group',
      },
    ],
    link: { href: '/hire-our-genius-mind/developers', text: 'hire pre-vetted developers' },
  },
  careers: {
    headings: ['Growing on the talent side', 'What we look for in new talent', 'Learning never stops'],
    paragraphs: [
      'Joining our talent pool is demanding, but it pays off: long-term client relationships, fair pay, flexible hours and colleagues in four offices who share what they learn.',
      'Every {role} gets a mentor, a learning budget and time for certifications. Many of our senior specialists joined as juniors and now lead client teams.',
      'We offer 24 privilege leaves and 10 holiday leaves a year, medical benefits and flexible hours, and 94% of our people say they love working here.',
      'For every talent we hire, we pay for one child’s food, lodging, clothing and education through a partner charity for girls.',
    ],
    bullets: [
      'A mentor from day one',
      'A yearly learning and certification budget',
      '24 privilege leaves and 10 holiday leaves a year',
      'Medical benefits and flexible hours',
      'Long-term client engagements rather than one-off gigs',
    ],
    quotes: [
      {
        text: 'I joined as a junior developer four years ago. Today I lead a team of six for one of our biggest clients.',
        by: 'Senior engineer, Kolkata office',
      },
      {
        text: 'The vetting was tough, but it meant I was trusted from my very first day with a client.',
        by: 'UI/UX designer, Medellín office',
      },
    ],
    link: { href: '/apply-as-talent', text: 'apply as talent' },
  },
};

export const INTROS = [
  'Hiring a {role} used to take months. With a pre-vetted pool, a clear brief and a short trial, it can take days, and the result is often better.',
  'Every growing company hits the same wall: more work than people. Here is what we have learned from helping over 1,100 clients hire a {role} remotely.',
  'The right {role} can change the pace of a whole team. The wrong one costs months. This guide shares the practices that tip the odds in your favour.',
  'Remote hiring is no longer an experiment. It is how many of the best teams work. Here is how to bring a {role} on board with confidence.',
] as const;

export const CLOSINGS = [
  'Ready to meet your shortlist? Candidates are usually shortlisted in 3 to 5 days.',
  'Have a role in mind? Tell us about it and we will come back with pre-vetted profiles within the week.',
  'Questions about a specific role or budget? Our team is happy to talk it through, with no obligation.',
] as const;
