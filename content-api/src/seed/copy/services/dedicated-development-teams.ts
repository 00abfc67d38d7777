import type { ServiceCopy } from './types.ts';

export const DEDICATED_DEVELOPMENT_TEAMS_SERVICE: ServiceCopy = {
  slug: 'hire-development-team',
  title: 'Dedicated Development Teams',
  metaDesc:
    'A dedicated remote development team that works only on your product. Pre-vetted engineers, a dedicated account manager and savings of up to 66%.',
  includes: [
    {
      tabHead: 'Team Composition',
      intro: 'The right mix of skills for your roadmap, not a fixed package.',
      points: [
        'Front-end, back-end and full-stack engineers',
        'QA engineers and DevOps specialists',
        'Designers and product managers when you need them',
        'A technical lead for teams of five or more',
      ],
    },
    {
      tabHead: 'Engagement Models',
      intro: 'Flexible terms that follow your workload.',
      points: [
        'Full-time, part-time or contractual engagements',
        'Scale up in days and down with thirty days’ notice',
        'Monthly invoicing with no placement fees',
        'Team and advance-payment discounts',
      ],
    },
    {
      tabHead: 'Management & Reporting',
      intro: 'You direct the work; we handle everything around it.',
      points: [
        'A dedicated account manager',
        'Weekly progress reports and demos',
        'Time tracking you can audit',
        'Quarterly reviews of team mix and goals',
      ],
    },
    {
      tabHead: 'Quality & Security',
      intro: 'Standards agreed on day one and checked every sprint.',
      points: [
        'Code review and automated testing',
        'NDAs and managed, encrypted devices',
        'Role-based access to your systems',
        'Free replacement during the two-week trial',
      ],
    },
  ],
  platforms: [
    {
      cardTitle: 'Jira & Linear',
      text: 'Your backlog, your workflow: the team adapts to the tools you already use.',
    },
    { cardTitle: 'GitHub & GitLab', text: 'Pull requests, reviews and pipelines in your own repositories.' },
    {
      cardTitle: 'Slack & Microsoft Teams',
      text: 'Daily check-ins and quick questions in the channels you already work in.',
    },
    { cardTitle: 'Figma', text: 'Designers and developers working from the same files.' },
    { cardTitle: 'Notion & Confluence', text: 'Documentation and decision logs that outlive any single hire.' },
    { cardTitle: 'Docker & Kubernetes', text: 'Consistent environments from a laptop to production.' },
  ],
  caseStudies: [
    {
      icon: 'rocket',
      project_title: 'From two developers to a product team of nine',
      project_description:
        'A telecommunications start-up needed to triple its release pace after a funding round. We assembled a dedicated team with a technical lead, five engineers, a QA engineer, a designer and a DevOps specialist.',
      implementation_time: '1 quarter',
      benefits: [
        'Release cadence went from monthly to weekly',
        'Team assembled in under three weeks',
        'Monthly spend rose by less than half while output tripled',
      ],
    },
    {
      icon: 'shield',
      project_title: 'A compliant engineering team for an insurance broker',
      project_description:
        'A dedicated team rebuilt the broker’s quoting engine under strict audit requirements, working alongside the client’s in-house architects.',
      implementation_time: '7 months',
      benefits: [
        'Quote turnaround cut from two days to minutes',
        'Passed an external security audit first time',
        'In-house team freed to focus on new products',
      ],
    },
  ],
  subs: [
    {
      slug: 'dedicated-frontend-team',
      title: 'Dedicated Front-End Teams',
      focus: 'interface work that needs steady, specialised hands',
      features: [
        'Component libraries and design systems',
        'Performance and accessibility work',
        'Cross-browser testing',
        'Close collaboration with designers',
      ],
      platforms: ['React', 'Angular', 'Vue.js', 'Storybook'],
    },
    {
      slug: 'dedicated-backend-team',
      title: 'Dedicated Back-End Teams',
      focus: 'APIs, data and infrastructure that scale',
      features: [
        'Service design and API contracts',
        'Database design and tuning',
        'Background jobs and queues',
        'Observability and on-call support',
      ],
      platforms: ['Node.js', 'Python', 'Java', 'Go'],
    },
    {
      slug: 'qa-and-testing-team',
      title: 'QA & Testing Teams',
      focus: 'catching problems before your users do',
      features: [
        'Test plans and exploratory testing',
        'Automated end-to-end suites',
        'Regression testing before each release',
        'Clear, reproducible bug reports',
      ],
      platforms: ['Playwright', 'Cypress', 'Selenium', 'Postman'],
    },
  ],
};
