import type { ServiceCopy } from './types.ts';

export const VIRTUAL_ASSISTANT_SERVICE: ServiceCopy = {
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
};
