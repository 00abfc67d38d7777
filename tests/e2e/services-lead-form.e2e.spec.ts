import { expect, test } from './support/test';
import { E2E_URLS } from '../../scripts/e2e/config.mjs';
import { latestLead, leadsAfter } from './support/leads';
import { CRM_PATTERNS } from '@/lib/forms/crm';
import { newVisitor } from './support/visitors';

test.use({ extraHTTPHeaders: newVisitor() });

test.describe('the service lead form', () => {
  test.use({ javaScriptEnabled: false });

  test('posts to the site, which thanks with thank-you=2 and delivers every field to the CRM stand-in', async ({
    page,
  }) => {
    const path = '/services/software-development';
    await page.goto(path);
    const before = (await latestLead())?.id ?? 0;
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

    // The site's worker delivers it within a pass or two.
    await expect.poll(async () => (await leadsAfter(before)).length, { timeout: 10_000 }).toBe(1);
    const [lead] = await leadsAfter(before);
    expect(lead?.fields).toMatchObject({
      'First Name': 'Katherine',
      'Last Name': 'Johnson',
      Email: 'katherine@example.com',
      Phone: '+15551112222',
      LEADCF15: '+1 US',
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
    await expect(form.locator('input[name="Last Name"]')).toHaveAttribute('pattern', CRM_PATTERNS.name.pattern);
    // The phone's rule depends on its country, which only the server checks (a +1 number: the spec's).
    await expect(form.locator('input[name="Phone"]')).not.toHaveAttribute('pattern');
    await expect(form.locator('input[name="Email"]')).toHaveAttribute('type', 'email');
    for (const name of ['Company', 'Description'])
      await expect(form.locator(`[name="${name}"]`)).toHaveAttribute('required', '');
    await expect(form.locator('input[name="LEADCF16"]')).not.toHaveAttribute('required', '');
  });
});
