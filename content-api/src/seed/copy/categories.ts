// Hire categories (/hire-our-genius-mind/{slug}); `developers` is the slug the site links to.
export interface SubCategoryCopy {
  slug: string;
  title: string;
  skills: readonly string[];
  tools: readonly string[];
  /** Seeds this sub-category with no talent profiles, to exercise the site's empty state. */
  noProfiles?: boolean;
  /** Leaves the meta title and description null, to exercise the site's fallback. */
  noMeta?: boolean;
}

export interface CategoryCopy {
  slug: string;
  title: string;
  singular: string;
  metaTitle: string | null;
  metaDesc: string | null;
  rates: readonly [number, number, number];
  tools: readonly { cardTitle: string; text: string }[];
  subs: readonly SubCategoryCopy[];
}

export const CATEGORIES: readonly CategoryCopy[] = [
  {
    slug: 'developers',
    title: 'Developers',
    singular: 'developer',
    metaTitle: 'Hire Pre-Vetted Remote Developers | Top 10% Talent',
    metaDesc:
      'Hire remote developers from the top 10% of 50,000+ pre-vetted engineers. Shortlist in 3 to 5 days, two-week risk-free trial, savings up to 66%.',
    rates: [15, 25, 40],
    tools: [
      {
        cardTitle: 'Front-End Development',
        text: 'React, Angular and Vue specialists who build fast, accessible interfaces.',
      },
      {
        cardTitle: 'Back-End Development',
        text: 'Node.js, Python, Java, PHP and .NET engineers for APIs and services.',
      },
      { cardTitle: 'Mobile Development', text: 'Native iOS and Android plus Flutter and React Native.' },
      { cardTitle: 'Cloud & DevOps', text: 'AWS, Azure, Docker and Kubernetes for reliable delivery.' },
      { cardTitle: 'Data Engineering', text: 'Pipelines, warehouses and analytics that the business can trust.' },
      { cardTitle: 'Quality Assurance', text: 'Manual and automated testing to keep releases calm.' },
    ],
    subs: [
      {
        slug: 'react-developers',
        title: 'React Developers',
        skills: ['React', 'TypeScript', 'Next.js', 'Redux', 'Jest'],
        tools: ['React', 'Next.js', 'Storybook', 'Vite'],
      },
      {
        slug: 'nodejs-developers',
        title: 'Node.js Developers',
        skills: ['Node.js', 'TypeScript', 'Express', 'PostgreSQL', 'AWS'],
        tools: ['Node.js', 'NestJS', 'Express', 'Docker'],
      },
      {
        slug: 'python-developers',
        title: 'Python Developers',
        skills: ['Python', 'Django', 'FastAPI', 'Pandas', 'PostgreSQL'],
        tools: ['Django', 'FastAPI', 'Celery', 'Jupyter'],
      },
      {
        slug: 'java-developers',
        title: 'Java Developers',
        skills: ['Java', 'Spring Boot', 'Hibernate', 'Kafka', 'Microservices'],
        tools: ['Spring Boot', 'Maven', 'Kafka', 'JUnit'],
      },
      {
        slug: 'php-developers',
        title: 'PHP Developers',
        skills: ['PHP', 'Laravel', 'MySQL', 'WordPress', 'REST APIs'],
        tools: ['Laravel', 'Symfony', 'WordPress', 'Composer'],
        noMeta: true,
      },
      {
        slug: 'mobile-app-developers',
        title: 'Mobile App Developers',
        skills: ['Swift', 'Kotlin', 'Flutter', 'React Native', 'Firebase'],
        tools: ['Xcode', 'Android Studio', 'Flutter', 'Firebase'],
      },
    ],
  },
  {
    slug: 'designers',
    title: 'Designers',
    singular: 'designer',
    metaTitle: 'Hire Remote UI/UX and Graphic Designers',
    metaDesc:
      'Pre-vetted remote designers for product, web and brand work. Portfolios reviewed by senior designers, shortlist in 3 to 5 days.',
    rates: [15, 22, 35],
    tools: [
      { cardTitle: 'Product & UX Design', text: 'Research-led flows, prototypes and usability testing.' },
      { cardTitle: 'UI Design', text: 'High-fidelity interfaces and design systems in Figma.' },
      { cardTitle: 'Brand & Graphic Design', text: 'Logos, guidelines and marketing assets.' },
      { cardTitle: 'Motion Design', text: 'Animations and micro-interactions that explain, not distract.' },
      { cardTitle: 'Web Design', text: 'Conversion-focused marketing sites in Webflow and WordPress.' },
      { cardTitle: 'Presentation Design', text: 'Sales decks and investor presentations that land.' },
    ],
    subs: [
      {
        slug: 'ui-ux-designers',
        title: 'UI/UX Designers',
        skills: ['Figma', 'User Research', 'Prototyping', 'Design Systems', 'Usability Testing'],
        tools: ['Figma', 'Maze', 'Miro', 'FigJam'],
      },
      {
        slug: 'graphic-designers',
        title: 'Graphic Designers',
        skills: ['Illustrator', 'Photoshop', 'Branding', 'Print', 'Social Graphics'],
        tools: ['Illustrator', 'Photoshop', 'InDesign', 'Canva'],
      },
      {
        slug: 'web-designers',
        title: 'Web Designers',
        skills: ['Webflow', 'WordPress', 'Responsive Design', 'Figma', 'SEO Basics'],
        tools: ['Webflow', 'WordPress', 'Figma', 'Framer'],
        noMeta: true,
      },
      {
        slug: 'product-designers',
        title: 'Product Designers',
        skills: ['Product Strategy', 'Figma', 'Prototyping', 'Analytics', 'Workshops'],
        tools: ['Figma', 'Amplitude', 'Hotjar', 'Notion'],
      },
    ],
  },
  {
    slug: 'virtual-assistants',
    title: 'Virtual Assistants',
    singular: 'virtual assistant',
    metaTitle: 'Hire Remote Virtual Assistants',
    metaDesc:
      'Reliable, pre-vetted virtual assistants for executive support, customer service and operations, from $15 an hour.',
    rates: [15, 18, 24],
    tools: [
      { cardTitle: 'Executive Support', text: 'Inbox, calendar and travel handled with discretion.' },
      { cardTitle: 'Customer Service', text: 'Email, chat and phone support across time zones.' },
      { cardTitle: 'E-commerce Operations', text: 'Orders, listings and returns for online stores.' },
      { cardTitle: 'Data Management', text: 'CRM updates, research and spreadsheets kept tidy.' },
      { cardTitle: 'Scheduling', text: 'Appointments and meetings booked without back-and-forth.' },
      { cardTitle: 'Research', text: 'Market, supplier and lead research summarised clearly.' },
    ],
    subs: [
      {
        slug: 'executive-virtual-assistants',
        title: 'Executive Virtual Assistants',
        skills: ['Calendar Management', 'Inbox Triage', 'Travel Planning', 'Google Workspace', 'Confidentiality'],
        tools: ['Google Workspace', 'Microsoft 365', 'Calendly', 'Expensify'],
      },
      {
        slug: 'customer-support-assistants',
        title: 'Customer Support Assistants',
        skills: ['Zendesk', 'Live Chat', 'Email Support', 'Returns', 'CSAT'],
        tools: ['Zendesk', 'Intercom', 'Freshdesk', 'Gorgias'],
      },
      {
        slug: 'ecommerce-virtual-assistants',
        title: 'E-commerce Virtual Assistants',
        skills: ['Shopify', 'Product Listings', 'Order Processing', 'Amazon Seller Central', 'Inventory'],
        tools: ['Shopify', 'Amazon Seller Central', 'WooCommerce', 'Canva'],
        noProfiles: true,
      },
    ],
  },
  {
    slug: 'digital-marketing',
    title: 'Digital Marketing',
    singular: 'digital marketer',
    metaTitle: null,
    metaDesc: null,
    rates: [15, 25, 38],
    tools: [
      { cardTitle: 'SEO', text: 'Technical fixes, content strategy and link earning.' },
      { cardTitle: 'Paid Search', text: 'Google and Microsoft Ads run for profit, not clicks.' },
      { cardTitle: 'Paid Social', text: 'Meta, LinkedIn and TikTok campaigns with clear targets.' },
      { cardTitle: 'Content Writing', text: 'Articles, landing pages and emails in your voice.' },
      { cardTitle: 'Email Marketing', text: 'Newsletters and automated journeys that convert.' },
      { cardTitle: 'Analytics', text: 'Tracking plans and dashboards you can trust.' },
    ],
    subs: [
      {
        slug: 'seo-specialists',
        title: 'SEO Specialists',
        skills: ['Technical SEO', 'Keyword Research', 'Semrush', 'Ahrefs', 'Search Console'],
        tools: ['Semrush', 'Ahrefs', 'Screaming Frog', 'Search Console'],
      },
      {
        slug: 'ppc-specialists',
        title: 'PPC Specialists',
        skills: ['Google Ads', 'Microsoft Ads', 'Conversion Tracking', 'GA4', 'Landing Pages'],
        tools: ['Google Ads', 'Microsoft Ads', 'GA4', 'Looker Studio'],
      },
      {
        slug: 'social-media-managers',
        title: 'Social Media Managers',
        skills: ['Content Calendars', 'Meta Ads', 'Community Management', 'Canva', 'Reporting'],
        tools: ['Meta Business Suite', 'Buffer', 'Canva', 'Hootsuite'],
        noMeta: true,
      },
      {
        slug: 'content-writers',
        title: 'Content Writers',
        skills: ['Long-Form Articles', 'SEO Writing', 'Editing', 'Research', 'Newsletters'],
        tools: ['WordPress', 'Grammarly', 'Surfer SEO', 'Google Docs'],
      },
    ],
  },
  {
    slug: 'accounting-and-finance',
    title: 'Accounting & Finance',
    singular: 'accounting professional',
    metaTitle: 'Hire Remote Accountants and Bookkeepers',
    metaDesc:
      'Pre-vetted remote bookkeepers, accountants, payroll specialists and financial analysts. Clean books, on-time filings, savings up to 66%.',
    rates: [15, 24, 40],
    tools: [
      { cardTitle: 'Bookkeeping', text: 'Reconciliations and ledgers kept current every week.' },
      { cardTitle: 'Accounts Payable & Receivable', text: 'Invoices out on time and bills paid on schedule.' },
      { cardTitle: 'Payroll', text: 'Accurate pay runs and filings every cycle.' },
      { cardTitle: 'Tax Support', text: 'Organised records and workpapers for your CPA.' },
      { cardTitle: 'Financial Planning', text: 'Budgets, forecasts and scenario models.' },
      { cardTitle: 'Reporting', text: 'Management accounts and board-ready dashboards.' },
    ],
    subs: [
      {
        slug: 'bookkeepers',
        title: 'Bookkeepers',
        skills: ['QuickBooks Online', 'Xero', 'Reconciliation', 'Accounts Payable', 'Month-End Close'],
        tools: ['QuickBooks Online', 'Xero', 'Dext', 'Bill.com'],
      },
      {
        slug: 'accountants',
        title: 'Accountants',
        skills: ['GAAP', 'IFRS', 'Financial Statements', 'Tax Preparation', 'Audit Support'],
        tools: ['QuickBooks Online', 'Xero', 'NetSuite', 'Excel'],
      },
      {
        slug: 'payroll-specialists',
        title: 'Payroll Specialists',
        skills: ['Gusto', 'ADP', 'Payroll Tax', 'Benefits', 'Compliance'],
        tools: ['Gusto', 'ADP', 'Paychex', 'Deel'],
        noProfiles: true,
      },
      {
        slug: 'financial-analysts',
        title: 'Financial Analysts',
        skills: ['Financial Modelling', 'Forecasting', 'Excel', 'Power BI', 'Unit Economics'],
        tools: ['Excel', 'Power BI', 'Fathom', 'Google Sheets'],
      },
    ],
  },
];

export const PRICING_TIERS = [
  {
    title: 'Junior',
    icon: 'seedling',
    experience: '0–3 years of experience',
    text: 'Dependable professionals for well-defined tasks, supported by a senior reviewer.',
  },
  {
    title: 'Mid-Level',
    icon: 'star',
    experience: '3–7 years of experience',
    text: 'Independent specialists who own features and deliverables end to end.',
  },
  {
    title: 'Senior',
    icon: 'crown',
    experience: '7+ years of experience',
    text: 'Experts who lead, mentor and make the calls that shape your product.',
  },
] as const;
