import { expect, test } from './support/test';
import { routes } from '@/lib/routes';
import { adminRemove, adminWrite, expectServedSoon, settleRevalidations } from './support/content-api';

const KEY = 'e2e-remote-bookkeeper';
/** 2 s, plus the webhook's second pass when a render raced the first one. */
const WITHIN = 2_000;
const opening = {
  job_title: 'Remote Bookkeeper (E2E)',
  job_required_experience: '2+ years',
  job_location: 'Toronto, Canada',
  job_opening_date: '2026-11-20',
  description: '<p>Keep the books of three growing clients.</p>',
  location_slug: 'toronto',
  employment_type: 'PART_TIME',
  remote: true,
};

test.describe.serial('marketing staff edit openings, and /current-openings follows within 2 s', () => {
  test.beforeAll(() => settleRevalidations());
  // The last test removes it; this also does when an earlier one failed, so /current-openings is the seed's again.
  test.afterAll(async () => {
    await adminRemove('openings', KEY);
    await settleRevalidations();
  });

  test('a new opening appears with its JobPosting', async ({ request }) => {
    await adminWrite('openings', KEY, opening);
    await expectServedSoon(request, routes.openings, opening.job_title, WITHIN);
    await expectServedSoon(request, routes.openings, '"employmentType":"PART_TIME"', WITHIN);
  });

  test('an edited title replaces the old one', async ({ request }) => {
    await adminWrite('openings', KEY, { job_title: 'Remote Senior Bookkeeper (E2E)' });
    await expectServedSoon(request, routes.openings, 'Remote Senior Bookkeeper (E2E)', WITHIN);
  });

  test('a removed opening disappears', async ({ request }) => {
    await adminWrite('openings', KEY);
    await expect
      .poll(async () => (await request.get(routes.openings)).text(), { timeout: WITHIN, intervals: [50] })
      .not.toContain('Bookkeeper (E2E)');
  });
});
