import type { CategoryCopy } from './types.ts';

export const ACCOUNTING_AND_FINANCE_CATEGORY: CategoryCopy = {
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
};
