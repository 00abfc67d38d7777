import type { ServiceCopy } from './types.ts';

export const ACCOUNTING_AND_BOOKKEEPING_SERVICE: ServiceCopy = {
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
};
