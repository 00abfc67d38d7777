import { expect, test } from '@playwright/test';
import { E2E, E2E_URLS } from '../../scripts/e2e/config.mjs';

type Lead = { kind: string; fields: Record<string, string> };

test.describe('the service lead form', () => {
  test.use({ javaScriptEnabled: false });

  test('posts natively to the CRM stand-in, which stores every field and returns to thank-you=2', async ({ page }) => {
    const path = '/services/software-development';
    await page.goto(path);
    const form = page.locator('form', { has: page.locator('input[name="First Name"]') });
    await form.getByLabel('First name').fill('Katherine');
    await form.getByLabel('Last name').fill('Johnson');
    await form.getByLabel('Email address').fill('katherine@example.com');
    await form.getByLabel('Phone number').fill('5551112222');
    await form.getByLabel('Company', { exact: true }).fill('Orbital Ltd');
    await form.getByLabel('Company website (optional)').fill('https://orbital.example');
    await form.getByLabel('Message').fill('We need two analysts.');
    await form.getByRole('button', { name: 'Send' }).click();

    await expect(page).toHaveURL(`${E2E_URLS.site}/thank-you?thank-you=2`);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Thank you for telling us about your project');

    const response = await fetch(`${E2E_URLS.api}/admin/leads`, {
      headers: { authorization: `Bearer ${E2E.adminToken}` },
    });
    const [lead] = ((await response.json()) as Lead[]).filter((entry) => entry.kind === 'crm');
    expect(lead?.fields).toMatchObject({
      'First Name': 'Katherine',
      'Last Name': 'Johnson',
      Email: 'katherine@example.com',
      Phone: '5551112222',
      Company: 'Orbital Ltd',
      LEADCF16: 'https://orbital.example',
      Description: 'We need two analysts.',
      LEADCF1: 'Remote Talent Leads',
      'Lead Source': 'Website',
      'Lead Status': 'Not Contacted',
      xmIwtLD: 'service-lead',
      returnURL: `${E2E_URLS.site}/thank-you?thank-you=2`,
      LEADCF17: `${E2E_URLS.site}${path}`,
    });
  });

  test('has the browser checks the spec names', async ({ page }) => {
    await page.goto('/services/software-development');
    const form = page.locator('form', { has: page.locator('input[name="First Name"]') });
    await expect(form.locator('input[name="First Name"]')).toHaveAttribute('title', 'Please use only alphabets');
    await expect(form.locator('input[name="Last Name"]')).toHaveAttribute('pattern', '[A-Za-z ]+');
    await expect(form.locator('input[name="Phone"]')).toHaveAttribute('title', 'Please use only numbers');
    await expect(form.locator('input[name="Email"]')).toHaveAttribute('type', 'email');
    for (const name of ['Company', 'Description'])
      await expect(form.locator(`[name="${name}"]`)).toHaveAttribute('required', '');
    await expect(form.locator('input[name="LEADCF16"]')).not.toHaveAttribute('required', '');
  });
});
