// An edit marketing staff make to a list reaches the page that shows it, through the publish hook.
import { expect, test } from './support/test';
import { adminWrite, expectServedSoon, settledHtml, settleRevalidations } from './support/content-api';

// The webhook's 2 s budget, plus its second pass (it re-renders what a render racing the edit may have missed).
const BUDGET_MS = 2_000;

test('a testimonial edited through the admin API shows on /customer-review within 2 s', async ({ request }) => {
  await settleRevalidations();
  expect(await settledHtml(request, '/customer-review')).not.toContain('Priya Sundaram');
  const quote = `Our onboarding took three days, not three weeks (${Date.now()}).`;
  await adminWrite('testimonials', 'priya-sundaram', {
    ratings: 5,
    full_name: 'Priya Sundaram',
    designation: 'COO, Harbor Analytics',
    testimonial_content: quote,
  });
  try {
    await expectServedSoon(request, '/customer-review', quote, BUDGET_MS);
    const edited = `We renewed for a second year (${Date.now()}).`;
    await adminWrite('testimonials', 'priya-sundaram', { testimonial_content: edited });
    await expectServedSoon(request, '/customer-review', edited, BUDGET_MS);
  } finally {
    await adminWrite('testimonials', 'priya-sundaram');
  }
  await expect
    .poll(async () => (await request.get('/customer-review')).text(), { timeout: BUDGET_MS })
    .not.toContain('Priya Sundaram');
});
