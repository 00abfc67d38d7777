// Leads as real visitors send them, past the site's spam checks (lib/forms/spam.ts).
import { expect, type Locator, type Page } from './test';
import { FILL_TOKEN_FIELD, MIN_FILL_MS } from '@/lib/forms/state';

/**
 * Headers naming a new visitor's address, as the edge forwards it (the e2e site trusts X-Forwarded-For from
 * loopback): the site takes 10 leads per address in 10 minutes, and the suite sends more than that.
 */
export function newVisitor(): Record<string, string> {
  const byte = () => Math.floor(Math.random() * 256);
  return { 'x-forwarded-for': `198.18.${byte()}.${byte()}` };
}

/**
 * With JavaScript: waits until the form's script runs (its fill-time field exists) and has asked for its page's
 * signed load time; `timeout` for a spec that loads the machine on purpose (the guarantee's four browsers at once).
 */
export async function formScriptReady(form: Page | Locator, timeout?: number): Promise<void> {
  await expect(form.locator(`input[name="${FILL_TOKEN_FIELD}"]`).first()).toBeAttached({ timeout });
}

/**
 * With JavaScript, waits until the form's signed start time (its page's load) is MIN_FILL_MS old, the least a
 * person takes: a lead sent sooner is held for review (too-fast) and reaches the CRM only once a person releases it.
 * The suite's one timed wait (docs/testing.md): only the server's clock decides, and nothing shows it; it waits
 * the remainder only, and a shorter minimum for tests would leave the real one untested.
 */
export async function pastFillMinimum(form: Page | Locator): Promise<void> {
  const token = form.locator(`input[name="${FILL_TOKEN_FIELD}"]`);
  await expect(token).not.toHaveValue('');
  const startedAt = Number((await token.inputValue()).split('.')[0]);
  const left = startedAt + MIN_FILL_MS - Date.now();
  const page = 'page' in form ? form.page() : form;
  if (left > 0) await page.waitForTimeout(left);
}

/**
 * What a browser's autofill does: every field's value set at once, by name (a select by its option's value), each
 * announcing the change as the browser does, with no keystroke in between.
 */
export async function autofill(form: Locator, values: Record<string, string>): Promise<void> {
  await form.evaluate((element, byName) => {
    for (const [name, value] of Object.entries(byName)) {
      const field = (element as HTMLFormElement).elements.namedItem(name) as HTMLInputElement | HTMLSelectElement;
      field.value = value;
      field.dispatchEvent(new Event('input', { bubbles: true }));
      field.dispatchEvent(new Event('change', { bubbles: true }));
    }
  }, values);
}
