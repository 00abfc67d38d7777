// The six top-level services and their sub-services. Slugs are unique across both levels and avoid the site's routes.
export interface CaseStudyCopy {
  project_title: string;
  project_description: string;
  implementation_time: string;
  benefits: readonly string[];
  icon: string;
}

export interface SubServiceCopy {
  slug: string;
  title: string;
  focus: string;
  features: readonly string[];
  platforms: readonly string[];
  caseStudy?: CaseStudyCopy;
}

export interface ServiceCopy {
  slug: string;
  title: string;
  metaDesc: string;
  includes: readonly { tabHead: string; intro: string; points: readonly string[] }[];
  platforms: readonly { cardTitle: string; text: string }[];
  caseStudies: readonly CaseStudyCopy[];
  subs: readonly SubServiceCopy[];
}

export const SERVICES: readonly ServiceCopy[] = [
  {
    slug: 'software-development',
    title: 'Custom Software Development',
    metaDesc:
      'Web, mobile and cloud software built by pre-vetted remote engineers. Shortlist in 3 to 5 days, start with a two-week risk-free trial.',
    includes: [
      {
        tabHead: 'Discovery & Planning',
        intro: 'We turn your idea or backlog into a plan the whole team can estimate against.',
        points: [
          'Workshops to map users, goals and constraints',
          'A prioritised roadmap with clear milestones',
          'Architecture options with honest trade-offs',
          'Fixed-scope estimates for the first release',
        ],
      },
      {
        tabHead: 'Web Applications',
        intro: 'Fast, accessible web applications built on proven stacks.',
        points: [
          'React, Next.js, Angular and Vue front ends',
          'Node.js, Python, Java, PHP and .NET back ends',
          'Automated testing and code review on every change',
          'Performance budgets and accessibility checks',
        ],
      },
      {
        tabHead: 'Cloud & DevOps',
        intro: 'Infrastructure that scales with your users and keeps costs visible.',
        points: [
          'AWS, Azure and Google Cloud set-up',
          'CI/CD pipelines and infrastructure as code',
          'Monitoring, alerting and on-call runbooks',
          'Cost reviews every quarter',
        ],
      },
      {
        tabHead: 'Maintenance & Support',
        intro: 'Long-term care for the software your business depends on.',
        points: [
          'Security patches and dependency updates',
          'Bug fixing with agreed response times',
          'Small improvements every sprint',
          'Documentation that stays current',
        ],
      },
    ],
    platforms: [
      {
        cardTitle: 'React & Next.js',
        text: 'Interactive front ends and server-rendered sites that load fast on any device.',
      },
      { cardTitle: 'Node.js', text: 'APIs and real-time services built with TypeScript and solid test coverage.' },
      { cardTitle: 'Python & Django', text: 'Data-heavy back ends, admin tools and machine-learning integrations.' },
      {
        cardTitle: 'Java & Spring Boot',
        text: 'Enterprise services that need reliability, throughput and long support cycles.',
      },
      { cardTitle: 'AWS & Azure', text: 'Cloud architecture, serverless functions and managed databases.' },
      {
        cardTitle: 'PostgreSQL & MongoDB',
        text: 'Data models designed for today’s features and tomorrow’s reporting.',
      },
    ],
    caseStudies: [
      {
        icon: 'truck',
        project_title: 'Route planning platform for a regional logistics company',
        project_description:
          'A team of four engineers replaced spreadsheets and phone calls with a web platform that plans delivery routes, tracks drivers and notifies customers.',
        implementation_time: '5 months',
        benefits: [
          'Delivery planning time cut from three hours to twenty minutes a day',
          'Fuel costs down 14% in the first quarter',
          'Customer calls about delivery status down by half',
        ],
      },
      {
        icon: 'heart',
        project_title: 'Patient intake portal for a network of clinics',
        project_description:
          'A secure portal that lets patients book appointments, complete forms and upload documents before their visit, integrated with the clinics’ existing records system.',
        implementation_time: '4 months',
        benefits: [
          'Front-desk check-in time reduced by 60%',
          'Audit trail for every record access',
          'Accessible on phones, tablets and desktops',
        ],
      },
      {
        icon: 'cart',
        project_title: 'Inventory sync for a multi-store retailer',
        project_description:
          'An integration layer that keeps stock levels consistent across five physical stores, two marketplaces and the retailer’s own online shop.',
        implementation_time: '10 weeks',
        benefits: [
          'Overselling incidents eliminated',
          'Nightly manual stock counts replaced by live data',
          'New sales channels added in days instead of weeks',
        ],
      },
    ],
    subs: [
      {
        slug: 'web-application-development',
        title: 'Web Application Development',
        focus: 'customer portals, dashboards and SaaS products',
        features: [
          'Responsive, accessible interfaces',
          'Secure authentication and roles',
          'REST and GraphQL APIs',
          'Automated tests and CI',
        ],
        platforms: ['React', 'Next.js', 'Node.js', 'PostgreSQL'],
      },
      {
        slug: 'mobile-app-development',
        title: 'Mobile App Development',
        focus: 'iOS and Android apps people keep using',
        features: [
          'Native Swift and Kotlin apps',
          'Cross-platform apps with Flutter and React Native',
          'Offline support and push notifications',
          'App Store and Google Play releases',
        ],
        platforms: ['Swift', 'Kotlin', 'Flutter', 'React Native'],
        caseStudy: {
          icon: 'phone',
          project_title: 'Field-service app for a facilities company',
          project_description:
            'An offline-first mobile app that lets technicians receive jobs, record work and capture signatures on site.',
          implementation_time: '3 months',
          benefits: [
            'Paper job sheets retired',
            'Invoices sent the same day as the work',
            'Works without signal in basements and plant rooms',
          ],
        },
      },
      {
        slug: 'api-integration-services',
        title: 'API & Integration Services',
        focus: 'connecting the systems your business already uses',
        features: [
          'Payment, CRM and ERP integrations',
          'Webhooks and event-driven sync',
          'Data migration with validation',
          'Monitoring for failed jobs',
        ],
        platforms: ['Node.js', 'Python', 'AWS Lambda', 'RabbitMQ'],
      },
      {
        slug: 'legacy-application-modernisation',
        title: 'Legacy Application Modernisation',
        focus: 'moving ageing systems to modern, supported stacks',
        features: [
          'Code and architecture audits',
          'Step-by-step migration plans',
          'Strangler-pattern rewrites without downtime',
          'Knowledge transfer to your team',
        ],
        platforms: ['Java', '.NET', 'Docker', 'Kubernetes'],
      },
    ],
  },
  {
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
  },
  {
    slug: 'ui-ux-design-services',
    title: 'UI/UX Design Services',
    metaDesc:
      'Product, web and brand design from pre-vetted remote designers. Research-led interfaces your users understand, delivered in Figma.',
    includes: [
      {
        tabHead: 'User Research',
        intro: 'Design decisions grounded in what users actually do.',
        points: [
          'Stakeholder and user interviews',
          'Usability testing of existing products',
          'Journey maps and personas',
          'Analytics reviews',
        ],
      },
      {
        tabHead: 'UX & Prototyping',
        intro: 'Flows that feel obvious, tested before they are built.',
        points: [
          'Information architecture',
          'Wireframes and clickable prototypes',
          'Validation with real users',
          'Hand-off notes for developers',
        ],
      },
      {
        tabHead: 'Visual & UI Design',
        intro: 'Interfaces that look like your brand and work for everyone.',
        points: [
          'High-fidelity screens in Figma',
          'Accessible colour and type choices',
          'Responsive layouts for every breakpoint',
          'Micro-interactions and motion',
        ],
      },
      {
        tabHead: 'Design Systems',
        intro: 'One source of truth for designers and developers.',
        points: [
          'Tokens, components and patterns',
          'Usage guidelines and documentation',
          'Storybook alignment with the code',
          'Governance for adding new components',
        ],
      },
    ],
    platforms: [
      { cardTitle: 'Figma', text: 'Collaborative design, prototyping and developer hand-off in one place.' },
      {
        cardTitle: 'Adobe Creative Cloud',
        text: 'Illustrator, Photoshop and After Effects for brand and marketing assets.',
      },
      { cardTitle: 'Maze', text: 'Unmoderated usability tests with real users.' },
      { cardTitle: 'Miro', text: 'Workshops, journey maps and research synthesis.' },
      { cardTitle: 'Storybook', text: 'Design-system components documented alongside the code.' },
      { cardTitle: 'Webflow', text: 'Marketing sites designers can update without a developer.' },
    ],
    caseStudies: [
      {
        icon: 'palette',
        project_title: 'Redesigning onboarding for an education platform',
        project_description:
          'Research showed that new teachers abandoned sign-up at the class set-up step. A remote designer rebuilt the flow around a guided first lesson.',
        implementation_time: '8 weeks',
        benefits: [
          'Sign-up completion up 38%',
          'Support tickets about set-up down by two thirds',
          'Design system adopted across three product teams',
        ],
      },
    ],
    subs: [
      {
        slug: 'product-design',
        title: 'Product Design',
        focus: 'end-to-end design for digital products',
        features: ['Discovery and research', 'Flows and prototypes', 'Visual design', 'Iteration based on analytics'],
        platforms: ['Figma', 'Maze', 'Miro', 'Amplitude'],
      },
      {
        slug: 'website-design',
        title: 'Website Design',
        focus: 'marketing sites that convert visitors into leads',
        features: [
          'Conversion-focused page layouts',
          'Responsive design for every screen',
          'Copy and content structure',
          'SEO-friendly page templates',
        ],
        platforms: ['Figma', 'Webflow', 'WordPress', 'Framer'],
      },
      {
        slug: 'brand-identity-design',
        title: 'Brand Identity Design',
        focus: 'logos, colour and type that make you recognisable',
        features: [
          'Logo and mark design',
          'Colour and typography systems',
          'Brand guidelines',
          'Templates for social and sales',
        ],
        platforms: ['Illustrator', 'Figma', 'InDesign', 'Canva'],
      },
    ],
  },
  {
    slug: 'digital-marketing-services',
    title: 'Digital Marketing Services',
    metaDesc:
      'SEO, pay-per-click, social media and content marketing run by pre-vetted remote specialists with transparent monthly reporting.',
    includes: [
      {
        tabHead: 'Search Engine Optimisation',
        intro: 'Sustainable organic growth built on technical health and useful content.',
        points: [
          'Technical audits and fixes',
          'Keyword and competitor research',
          'On-page optimisation',
          'Link earning through digital PR',
        ],
      },
      {
        tabHead: 'Paid Advertising',
        intro: 'Every ad dollar tracked to a lead or a sale.',
        points: [
          'Google Ads and Microsoft Ads',
          'Meta and LinkedIn campaigns',
          'Landing-page testing',
          'Weekly bid and budget reviews',
        ],
      },
      {
        tabHead: 'Social Media',
        intro: 'A consistent voice on the channels your customers use.',
        points: ['Content calendars', 'Community management', 'Paid social campaigns', 'Monthly performance reviews'],
      },
      {
        tabHead: 'Content Marketing',
        intro: 'Articles, guides and newsletters that earn attention.',
        points: [
          'Editorial strategy',
          'Long-form articles and guides',
          'Email newsletters',
          'Content refreshes for existing pages',
        ],
      },
    ],
    platforms: [
      {
        cardTitle: 'Google Ads',
        text: 'Search, Performance Max and YouTube campaigns with clean conversion tracking.',
      },
      { cardTitle: 'Google Analytics 4', text: 'Measurement plans, events and dashboards the whole team can read.' },
      { cardTitle: 'Semrush & Ahrefs', text: 'Keyword research, rank tracking and backlink analysis.' },
      { cardTitle: 'HubSpot', text: 'Email, lead nurturing and CRM workflows.' },
      { cardTitle: 'Meta Business Suite', text: 'Facebook and Instagram publishing, ads and insights.' },
      { cardTitle: 'LinkedIn Campaign Manager', text: 'B2B targeting by role, industry and company size.' },
    ],
    caseStudies: [
      {
        icon: 'chart',
        project_title: 'Organic growth for a B2B software company',
        project_description:
          'An SEO specialist and a content writer fixed crawl issues, restructured the site and published two in-depth guides a month.',
        implementation_time: '6 months',
        benefits: [
          'Organic traffic up 145% year on year',
          'Demo requests from organic search tripled',
          'Twelve keywords moved onto page one',
        ],
      },
      {
        icon: 'megaphone',
        project_title: 'Profitable paid search for a real-estate agency',
        project_description:
          'A PPC specialist rebuilt the account structure, added negative keywords and tested new landing pages for each neighbourhood.',
        implementation_time: '3 months',
        benefits: [
          'Cost per lead down 41%',
          'Lead quality rated higher by the sales team',
          'Budget shifted to the best-performing areas weekly',
        ],
      },
    ],
    subs: [
      {
        slug: 'search-engine-optimisation',
        title: 'Search Engine Optimisation',
        focus: 'rankings that bring qualified visitors',
        features: ['Technical SEO audits', 'Keyword strategy', 'On-page optimisation', 'Monthly ranking reports'],
        platforms: ['Semrush', 'Ahrefs', 'Search Console', 'Screaming Frog'],
      },
      {
        slug: 'pay-per-click-advertising',
        title: 'Pay-Per-Click Advertising',
        focus: 'campaigns that pay for themselves',
        features: ['Account structure and set-up', 'Ad copy testing', 'Conversion tracking', 'Budget pacing'],
        platforms: ['Google Ads', 'Microsoft Ads', 'Meta Ads', 'GA4'],
      },
      {
        slug: 'social-media-marketing',
        title: 'Social Media Marketing',
        focus: 'a brand voice your audience recognises',
        features: ['Content calendars', 'Post design and copy', 'Community management', 'Paid social'],
        platforms: ['Meta Business Suite', 'LinkedIn', 'Buffer', 'Canva'],
      },
      {
        slug: 'content-marketing',
        title: 'Content Marketing',
        focus: 'articles and guides that earn links and leads',
        features: ['Editorial planning', 'Research-led long-form content', 'Newsletters', 'Content refreshes'],
        platforms: ['WordPress', 'HubSpot', 'Grammarly', 'Google Docs'],
      },
    ],
  },
  {
    slug: 'virtual-assistant-services',
    title: 'Virtual Assistant Services',
    metaDesc:
      'Pre-vetted virtual assistants for executive support, customer service and back-office work. Start in days with a two-week risk-free trial.',
    includes: [
      {
        tabHead: 'Executive Support',
        intro: 'More hours in the day for the people who run the business.',
        points: [
          'Inbox and calendar management',
          'Travel planning and expenses',
          'Meeting notes and follow-ups',
          'Board and investor packs',
        ],
      },
      {
        tabHead: 'Customer Support',
        intro: 'Fast, friendly answers across time zones.',
        points: [
          'Email, chat and phone support',
          'Help-desk ticket handling',
          'Order and returns processing',
          'Knowledge-base upkeep',
        ],
      },
      {
        tabHead: 'Back-Office Operations',
        intro: 'The routine work that keeps everything running.',
        points: [
          'Data entry and CRM hygiene',
          'Invoice and purchase-order processing',
          'Supplier and vendor follow-ups',
          'Reporting and spreadsheets',
        ],
      },
    ],
    platforms: [
      { cardTitle: 'Google Workspace', text: 'Gmail, Calendar, Drive and Sheets managed with care.' },
      { cardTitle: 'Microsoft 365', text: 'Outlook, Teams and Excel for companies on the Microsoft stack.' },
      { cardTitle: 'Zendesk & Freshdesk', text: 'Help-desk queues with agreed response times.' },
      { cardTitle: 'HubSpot & Zoho CRM', text: 'Clean contact records and timely follow-ups.' },
      { cardTitle: 'Shopify', text: 'Orders, returns and product updates for online stores.' },
      { cardTitle: 'Asana & Trello', text: 'Task lists that stay up to date without chasing.' },
    ],
    caseStudies: [],
    subs: [
      {
        slug: 'executive-assistance',
        title: 'Executive Assistance',
        focus: 'support for founders and leadership teams',
        features: [
          'Calendar management across time zones',
          'Inbox triage',
          'Travel booking',
          'Confidential document handling',
        ],
        platforms: ['Google Workspace', 'Microsoft 365', 'Calendly', 'Expensify'],
      },
      {
        slug: 'customer-support-outsourcing',
        title: 'Customer Support Outsourcing',
        focus: 'follow-the-sun support for growing companies',
        features: [
          'Email and chat support',
          'Ticket triage and escalation',
          'Customer satisfaction tracking',
          'Help-centre articles',
        ],
        platforms: ['Zendesk', 'Intercom', 'Freshdesk', 'Gorgias'],
        caseStudy: {
          icon: 'headset',
          project_title: 'Around-the-clock support for a SaaS company',
          project_description:
            'Four assistants across Medellín and Kolkata took over first-line support, with escalation rules agreed with the client’s product team.',
          implementation_time: '6 weeks',
          benefits: [
            'First response time down from nine hours to under thirty minutes',
            'Customer satisfaction score up to 94%',
            'Engineers interrupted far less often',
          ],
        },
      },
      {
        slug: 'data-entry-services',
        title: 'Data Entry Services',
        focus: 'accurate records without the busywork',
        features: [
          'CRM and spreadsheet updates',
          'Product catalogue entry',
          'Document digitisation',
          'Double-checked accuracy',
        ],
        platforms: ['Excel', 'Google Sheets', 'Airtable', 'Salesforce'],
      },
    ],
  },
  {
    slug: 'accounting-and-bookkeeping-services',
    title: 'Accounting & Bookkeeping Services',
    metaDesc:
      'Remote bookkeepers, accountants and payroll specialists who keep your books clean and your filings on time.',
    includes: [
      {
        tabHead: 'Bookkeeping',
        intro: 'Books that are up to date every week, not just at year end.',
        points: [
          'Bank and card reconciliation',
          'Accounts payable and receivable',
          'Expense categorisation',
          'Monthly management accounts',
        ],
      },
      {
        tabHead: 'Payroll',
        intro: 'Accurate pay and on-time filings.',
        points: [
          'Payroll processing',
          'Tax deductions and filings',
          'Pay slips and year-end forms',
          'Contractor payments',
        ],
      },
      {
        tabHead: 'Tax Preparation',
        intro: 'Organised records that make tax season calm.',
        points: [
          'Sales-tax and VAT returns',
          'Year-end preparation for your CPA',
          'Document collection and checklists',
          'Deadline tracking',
        ],
      },
      {
        tabHead: 'Financial Reporting',
        intro: 'Numbers you can make decisions with.',
        points: [
          'Profit and loss, balance sheet and cash flow',
          'Budget versus actual reports',
          'Cash-flow forecasts',
          'Board-ready dashboards',
        ],
      },
    ],
    platforms: [
      { cardTitle: 'QuickBooks Online', text: 'Set-up, clean-up and day-to-day bookkeeping.' },
      { cardTitle: 'Xero', text: 'Reconciliations, invoicing and reporting for growing businesses.' },
      { cardTitle: 'Gusto & ADP', text: 'Payroll runs, filings and employee records.' },
      { cardTitle: 'Bill.com', text: 'Approval workflows for payables.' },
      { cardTitle: 'Excel & Google Sheets', text: 'Models, forecasts and custom reports.' },
      { cardTitle: 'Dext', text: 'Receipt capture that feeds straight into the ledger.' },
    ],
    caseStudies: [
      {
        icon: 'calculator',
        project_title: 'A three-day month-end close for a growing agency',
        project_description:
          'A remote bookkeeper and an accountant cleaned up twelve months of backlog, then set up weekly reconciliation and a close checklist.',
        implementation_time: '2 months',
        benefits: [
          'Month-end close cut from fifteen days to three',
          'Backlog of 1,800 transactions cleared',
          'Owners now review accurate numbers every month',
        ],
      },
    ],
    subs: [
      {
        slug: 'bookkeeping-services',
        title: 'Bookkeeping Services',
        focus: 'clean, current books every week',
        features: ['Reconciliations', 'Payables and receivables', 'Monthly reports', 'Year-end preparation'],
        platforms: ['QuickBooks Online', 'Xero', 'Dext', 'Bill.com'],
      },
      {
        slug: 'payroll-management',
        title: 'Payroll Management',
        focus: 'accurate pay and filings, every cycle',
        features: ['Payroll runs', 'Deductions and benefits', 'Tax filings', 'Employee records'],
        platforms: ['Gusto', 'ADP', 'Paychex', 'Deel'],
      },
      {
        slug: 'tax-preparation-support',
        title: 'Tax Preparation Support',
        focus: 'calm, organised tax seasons',
        features: ['Document collection', 'Sales-tax returns', 'Workpapers for your CPA', 'Deadline tracking'],
        platforms: ['QuickBooks Online', 'Xero', 'Avalara', 'Excel'],
      },
      {
        slug: 'financial-reporting-and-analysis',
        title: 'Financial Reporting & Analysis',
        focus: 'numbers that drive decisions',
        features: ['Management accounts', 'Forecasts and budgets', 'KPI dashboards', 'Board packs'],
        platforms: ['Excel', 'Power BI', 'Fathom', 'Google Sheets'],
      },
    ],
  },
];
