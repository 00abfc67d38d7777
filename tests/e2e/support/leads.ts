import type { Page } from '@playwright/test';
import { E2E, E2E_URLS } from '../../../scripts/e2e/config.mjs';

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

/** The hidden inputs a form will send, as the page holds them before it is submitted (not Next's own action fields). */
export function hiddenFields(page: Page): Promise<Record<string, string>> {
  return page
    .locator('form input[type="hidden"]:not([name^="$ACTION"])')
    .evaluateAll((inputs) =>
      Object.fromEntries(inputs.map((input) => [(input as HTMLInputElement).name, (input as HTMLInputElement).value])),
    );
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

export async function fillScheduleForm(page: Page) {
  await page.getByLabel('First name', { exact: true }).fill(SCHEDULE_ANSWERS['First Name']);
  await page.getByLabel('Last name', { exact: true }).fill(SCHEDULE_ANSWERS['Last Name']);
  await page.getByLabel('Email address').fill(SCHEDULE_ANSWERS.Email);
  await page.getByLabel('Phone country code').selectOption(SCHEDULE_ANSWERS.LEADCF15);
  await page.getByLabel('Phone number').fill(SCHEDULE_ANSWERS.Phone);
  await page.getByLabel('Company', { exact: true }).fill(SCHEDULE_ANSWERS.Company);
  await page.getByRole('radio', { name: SCHEDULE_ANSWERS.LEADCF14 }).check();
  for (const skill of SCHEDULE_ANSWERS.LEADCF11) await page.getByRole('checkbox', { name: skill }).check();
  await page.getByLabel('Which other skills?').fill(SCHEDULE_ANSWERS.LEADCF12);
  await page.getByLabel('Engagement type').selectOption(SCHEDULE_ANSWERS.LEADCF13);
  await page.getByLabel('About your project (optional)').fill(SCHEDULE_ANSWERS.Description);
}

export const CONTACT_ANSWERS = {
  'First Name': 'Grace',
  'Last Name': 'Hopper',
  Phone: '2125550123',
  Email: 'grace@navy.example',
  LEADCF3: 'General Questions',
  Description: 'Do you place COBOL developers?',
};

export async function fillContactForm(page: Page) {
  await page.getByLabel('First name', { exact: true }).fill(CONTACT_ANSWERS['First Name']);
  await page.getByLabel('Last name', { exact: true }).fill(CONTACT_ANSWERS['Last Name']);
  await page.getByLabel('Email address').fill(CONTACT_ANSWERS.Email);
  await page.getByLabel('Phone number').fill(CONTACT_ANSWERS.Phone);
  await page.getByLabel('Inquiry').selectOption(CONTACT_ANSWERS.LEADCF3);
  await page.getByLabel('Message', { exact: true }).fill(CONTACT_ANSWERS.Description);
}
