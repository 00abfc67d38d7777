import type { Locator, Page } from './test';
import { E2E, E2E_URLS } from '../../../scripts/e2e/config.mjs';
import { FILL_TOKEN_FIELD } from '@/lib/forms/state';
import { ATTRIBUTION_FIELD } from '@/lib/leads/attribution';

export interface StoredLead {
  id: number;
  kind: 'quote' | 'crm';
  fields: Record<string, string | string[]>;
  created_at: string;
}

/** The CRM stand-in's newest stored lead, read through the admin API. */
export async function latestLead(): Promise<StoredLead | undefined> {
  const response = await fetch(`${E2E_URLS.api}/admin/leads?limit=1`, {
    headers: { authorization: `Bearer ${E2E.adminToken}` },
  });
  if (!response.ok) throw new Error(`admin/leads answered ${response.status}`);
  return ((await response.json()) as StoredLead[])[0];
}

/** The leads the stand-in stored after `afterId`, oldest first: the site's worker delivers them after the thank-you. */
export async function leadsAfter(afterId: number): Promise<StoredLead[]> {
  const response = await fetch(`${E2E_URLS.api}/admin/leads?limit=500`, {
    headers: { authorization: `Bearer ${E2E.adminToken}` },
  });
  if (!response.ok) throw new Error(`admin/leads answered ${response.status}`);
  return ((await response.json()) as StoredLead[]).filter((lead) => lead.id > afterId).reverse();
}

/**
 * The hidden inputs a form will send to the CRM (not Next's own action fields, nor the site's fill-time token, nor
 * the attribution, which the server reads and sends in the fields CRM_ATTRIBUTION_FIELDS names).
 */
export function hiddenFields(page: Page): Promise<Record<string, string>> {
  return page
    .locator(
      `form input[type="hidden"]:not([name^="$ACTION"]):not([name="${FILL_TOKEN_FIELD}"]):not([name="${ATTRIBUTION_FIELD}"])`,
    )
    .evaluateAll((inputs) =>
      Object.fromEntries(inputs.map((input) => [(input as HTMLInputElement).name, (input as HTMLInputElement).value])),
    );
}

/**
 * What the CRM (or, for a quote, the content API) gets of answers as typed: the number in E.164, with its country
 * choice, +1 unless one was chosen (the suite's numbers are written without a trunk prefix, so E.164 is the code
 * and the digits).
 */
export function asReceived<T extends Record<string, string | string[]>>(typed: T): T {
  if (typeof typed.phoneno === 'string') return { ...typed, phoneno: `+1${typed.phoneno}` };
  if (typeof typed.Phone !== 'string') return typed;
  const country = typeof typed.LEADCF15 === 'string' ? typed.LEADCF15 : '+1 US';
  return { ...typed, LEADCF15: country, Phone: `${country.split(' ')[0]}${typed.Phone}` };
}

/** What a visitor types into the schedule-a-call form, by CRM field name. */
export const SCHEDULE_ANSWERS = {
  'First Name': 'Ada',
  'Last Name': 'Lovelace',
  Email: 'ada@analytical.example',
  LEADCF15: '+44 GB',
  Phone: '2071234567',
  Company: 'Analytical Engines',
  LEADCF14: '11-50',
  LEADCF11: ['React', 'Python', 'Other'],
  LEADCF12: 'Rust',
  LEADCF13: 'Full Time',
  Description: 'Two developers for a data platform.',
};

export async function fillScheduleForm(page: Page, answers: typeof SCHEDULE_ANSWERS = SCHEDULE_ANSWERS) {
  await page.getByLabel('First name', { exact: true }).fill(answers['First Name']);
  await page.getByLabel('Last name', { exact: true }).fill(answers['Last Name']);
  await page.getByLabel('Email address').fill(answers.Email);
  await page.getByLabel('Phone country code').selectOption(answers.LEADCF15);
  await page.getByLabel('Phone number').fill(answers.Phone);
  await page.getByLabel('Company', { exact: true }).fill(answers.Company);
  await page.getByRole('radio', { name: answers.LEADCF14 }).check();
  for (const skill of answers.LEADCF11) await page.getByRole('checkbox', { name: skill }).check();
  await page.getByLabel('Which other skills?').fill(answers.LEADCF12);
  await page.getByLabel('Engagement type').selectOption(answers.LEADCF13);
  await page.getByLabel('About your project (optional)').fill(answers.Description);
}

export const CONTACT_ANSWERS = {
  'First Name': 'Grace',
  'Last Name': 'Hopper',
  Phone: '2125550123',
  Email: 'grace@navy.example',
  LEADCF3: 'General Questions',
  Description: 'Do you place COBOL developers?',
};

export async function fillContactForm(page: Page, answers: typeof CONTACT_ANSWERS = CONTACT_ANSWERS) {
  await page.getByLabel('First name', { exact: true }).fill(answers['First Name']);
  await page.getByLabel('Last name', { exact: true }).fill(answers['Last Name']);
  await page.getByLabel('Email address').fill(answers.Email);
  await page.getByLabel('Phone number').fill(answers.Phone);
  await page.getByLabel('Inquiry').selectOption(answers.LEADCF3);
  await page.getByLabel('Message', { exact: true }).fill(answers.Description);
}

/** A service page's lead form (beside its quote form). */
export const serviceLeadForm = (page: Page) => page.locator('form', { has: page.locator('input[name="First Name"]') });

/** What a visitor types into a service lead form, by CRM field name. */
export const SERVICE_LEAD_ANSWERS = {
  'First Name': 'Katherine',
  'Last Name': 'Johnson',
  Email: 'katherine@example.com',
  Phone: '5551112222',
  Company: 'Orbital Ltd',
  Description: 'We need two analysts.',
};

export async function fillServiceLeadForm(form: Locator, answers: typeof SERVICE_LEAD_ANSWERS = SERVICE_LEAD_ANSWERS) {
  await form.getByLabel('First name', { exact: true }).fill(answers['First Name']);
  await form.getByLabel('Last name', { exact: true }).fill(answers['Last Name']);
  await form.getByLabel('Email address').fill(answers.Email);
  await form.getByLabel('Phone number').fill(answers.Phone);
  await form.getByLabel('Company', { exact: true }).fill(answers.Company);
  await form.getByLabel('Message').fill(answers.Description);
}

/** A service page's quote form. */
export const quoteForm = (page: Page) => page.locator('form', { has: page.locator('input[name="fullname"]') });

export interface QuoteAnswers {
  fullname: string;
  email: string;
  phoneno: string;
  description?: string;
}

export async function fillQuoteForm(page: Page, values: QuoteAnswers) {
  const quote = quoteForm(page);
  await quote.getByLabel('Name', { exact: true }).fill(values.fullname);
  await quote.getByLabel('Email', { exact: true }).fill(values.email);
  await quote.getByLabel('Phone No.').fill(values.phoneno);
  await quote.getByLabel('Tell us about your project').fill(values.description ?? '');
}
