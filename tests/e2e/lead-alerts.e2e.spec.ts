import { expect, test } from './support/test';
import { E2E_URLS } from '../../scripts/e2e/config.mjs';
import { CONTACT_ANSWERS, fillContactForm } from './support/leads';
import { formScriptReady, newVisitor, pastFillMinimum } from './support/visitors';

// A lead sent in the browser raises its alerts (docs/leads.md, "Alerts"): the email reaches the environment's SMTP
// server with the console's link and the campaign the visitor came from, and the chat webhook gets a message
// without the message body.

interface Received {
  mail: { to: string; subject: string; text: string; html: string }[];
  chat: { text: string; blocks?: unknown[] }[];
}
const received = async (): Promise<Received> => (await fetch(`${E2E_URLS.control}/alerts`)).json();

test.use({ extraHTTPHeaders: newVisitor() });

test('the contact form raises an alert email with the console link and a chat message without the body', async ({
  page,
}) => {
  const email = `alert-${Date.now()}@navy.example`;
  const body = `Alert body ${Date.now()}: do you place COBOL developers?`;
  await page.goto('/?utm_source=newsletter&utm_campaign=q1-alerts&gclid=abc');
  await expect.poll(() => page.evaluate(() => sessionStorage.getItem('lead-attribution'))).toContain('q1-alerts');
  await page.goto('/contact-us');
  await formScriptReady(page);
  await fillContactForm(page, { ...CONTACT_ANSWERS, Email: email, Description: body });
  await pastFillMinimum(page);
  await page.getByRole('button', { name: 'Send Message' }).click();
  await page.waitForURL(`${E2E_URLS.site}/thank-you?thank-you=3`);

  await expect.poll(async () => (await received()).mail.filter((mail) => mail.text.includes(email)).length).toBe(1);
  const { mail } = await received();
  const alert = mail.find((message) => message.text.includes(email))!;
  expect(alert).toMatchObject({ to: 'sales@e2e.example', subject: 'New lead from the Contact form' });
  const link = alert.text.match(/Open the lead: (\S+)/)![1]!;
  expect(link).toMatch(new RegExp(`^${E2E_URLS.site}/staff/leads/[0-9a-f-]{36}$`));
  expect(`${alert.text}${alert.html}`).not.toContain(body);
  expect(alert.text).toMatch(/Campaign\W+q1-alerts/);

  await expect.poll(async () => (await received()).chat.filter((m) => m.text.includes(link)).length).toBe(1);
  const message = JSON.stringify((await received()).chat.find((m) => m.text.includes(link)));
  expect(message).toContain('Grace Hopper');
  expect(message).toContain('q1-alerts');
  expect(message).not.toContain(body);
  expect(message).not.toContain(email);
});
