import type { CategoryCopy } from './types.ts';

export const VIRTUAL_ASSISTANTS_CATEGORY: CategoryCopy = {
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
};
