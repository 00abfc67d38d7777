import type { ServiceCopy } from './types.ts';

export const SOFTWARE_DEVELOPMENT_SERVICE: ServiceCopy = {
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
};
