import { expect, test, type Page } from './support/test';
import { routes } from '@/lib/routes';
import { fromApi } from './support/content-api';

type OpeningsAnswer = {
  all_job_list: { job_title: string }[];
  job_list_location_wise: { location_label_title: string; location_joblist: { job_title: string }[] }[];
};

const visibleJobTitles = (page: Page) => page.locator('[role="tabpanel"]:visible h3').allTextContents();

test.describe('openings at 1280 px', () => {
  test('All Jobs is active; each location tab shows only its jobs, by mouse and by keyboard', async ({ page }) => {
    const answer = await fromApi<OpeningsAnswer>('get-all-openings');
    await page.goto(routes.openings);
    const allJobs = page.getByRole('tab', { name: 'All Jobs' });
    await expect(allJobs).toHaveAttribute('aria-selected', 'true');
    expect(await visibleJobTitles(page)).toEqual(answer.all_job_list.map((job) => job.job_title));

    const [first, second] = answer.job_list_location_wise;
    await page.getByRole('tab', { name: first?.location_label_title }).click();
    expect(await visibleJobTitles(page)).toEqual(first?.location_joblist.map((job) => job.job_title));

    await page.keyboard.press('ArrowRight');
    await expect(page.getByRole('tab', { name: second?.location_label_title })).toBeFocused();
    await expect(page.getByRole('tab', { name: second?.location_label_title })).toHaveAttribute(
      'aria-selected',
      'true',
    );
    expect(await visibleJobTitles(page)).toEqual(second?.location_joblist.map((job) => job.job_title));
  });

  test("'View Details' opens the job in a new tab", async ({ page }) => {
    await page.goto(routes.openings);
    const link = page.getByRole('link', { name: /View Details/ }).first();
    await expect(link).toHaveAttribute('target', '_blank');
    const [popup] = await Promise.all([page.waitForEvent('popup'), link.click()]);
    await expect(popup).toHaveURL(/\/apply-as-talent\?job=/);
  });
});

test.describe('at 375 px', () => {
  test.use({ viewport: { width: 375, height: 800 } });

  test('openings are an accordion with All Jobs open first; a location opens by mouse and keyboard', async ({
    page,
  }) => {
    const answer = await fromApi<OpeningsAnswer>('get-all-openings');
    await page.goto(routes.openings);
    const allJobs = page.getByRole('button', { name: 'All Jobs' });
    await expect(allJobs).toHaveAttribute('aria-expanded', 'true');
    const [first, second] = answer.job_list_location_wise;
    const firstTrigger = page.getByRole('button', { name: first?.location_label_title });
    await expect(firstTrigger).toHaveAttribute('aria-expanded', 'false');
    await firstTrigger.click();
    await expect(firstTrigger).toHaveAttribute('aria-expanded', 'true');
    await expect(allJobs).toHaveAttribute('aria-expanded', 'false');

    const secondTrigger = page.getByRole('button', { name: second?.location_label_title });
    await secondTrigger.focus();
    await page.keyboard.press('Enter');
    await expect(secondTrigger).toHaveAttribute('aria-expanded', 'true');
    await expect(page.getByRole('region', { name: second?.location_label_title })).toContainText(
      second?.location_joblist[0]?.job_title ?? '',
    );
  });

  test('culture is an accordion with Leadership open first', async ({ page }) => {
    await page.goto(routes.culture);
    await expect(page.getByRole('button', { name: 'Leadership' })).toHaveAttribute('aria-expanded', 'true');
    await page.getByRole('button', { name: 'Transparency' }).click();
    await expect(page.getByRole('region', { name: 'Transparency' })).toContainText('Clear rates');
  });
});

test.describe('culture at 1280 px', () => {
  test('Leadership is the active tab; arrows move between the four', async ({ page }) => {
    await page.goto(routes.culture);
    const tabs = page.getByRole('tablist', { name: 'Our principles' }).getByRole('tab');
    await expect(tabs).toHaveText(['Leadership', 'Customers', 'Transparency', 'Sustainability']);
    await expect(tabs.first()).toHaveAttribute('aria-selected', 'true');
    await tabs.first().click();
    await page.keyboard.press('End');
    await expect(page.getByRole('tab', { name: 'Sustainability' })).toHaveAttribute('aria-selected', 'true');
    await expect(page.locator('#principles [role="tabpanel"]:visible')).toContainText('paperless');
  });

  test('the values carousel shows three of five slides, the middle one centred, with a dot per value', async ({
    page,
  }) => {
    await page.goto(routes.culture);
    const carousel = page.getByRole('region', { name: 'Our five values' });
    await carousel.scrollIntoViewIfNeeded();
    await expect(carousel.locator('.slick-dots li')).toHaveCount(5);
    await expect(carousel.locator('.slick-slide.slick-active')).toHaveCount(3);
    await expect(carousel.locator('.slick-slide.slick-center:not(.slick-cloned)')).toHaveCount(1);
  });
});

test.describe('policies', () => {
  for (const width of [1280, 375]) {
    test(`a deep link opens and scrolls to its section at ${width} px`, async ({ page }) => {
      await page.setViewportSize({ width, height: 800 });
      await page.goto(`${routes.privacy}#cookies`);
      const cookies = page.locator('details#cookies');
      await expect(cookies).toHaveAttribute('open', '');
      await expect(cookies.locator('p').first()).toBeInViewport();
      await expect(page.locator('details#who-we-are')).not.toHaveAttribute('open', '');
    });
  }

  test('one section is open at a time, by mouse and by keyboard', async ({ page }) => {
    await page.goto(routes.terms);
    const first = page.locator('details').nth(0);
    const second = page.locator('details').nth(1);
    await expect(first).toHaveAttribute('open', '');
    await second.locator('summary').click();
    await expect(second).toHaveAttribute('open', '');
    await expect(first).not.toHaveAttribute('open', '');
    await first.locator('summary').focus();
    await page.keyboard.press('Enter');
    await expect(first).toHaveAttribute('open', '');
    await expect(second).not.toHaveAttribute('open', '');
  });

  // Next's router, hydrating, may put back the URL it started with between a hash change and its event
  // (seen on loaded CI runs): the section must open from the event's URL, as a visitor's click asked.
  const changeHashThenRestoreUrl = (page: Page, hash: string) =>
    page.evaluate((id) => {
      const before = window.location.href;
      window.location.hash = id;
      window.history.replaceState(window.history.state, '', before);
    }, hash);

  test('a hash change opens the section it names, though the URL is replaced before its event', async ({ page }) => {
    await page.goto(routes.privacy);
    await changeHashThenRestoreUrl(page, 'children');
    await expect(page.locator('details#children')).toHaveAttribute('open', '');
  });

  test('after a client navigation, a hash change opens the section it names', async ({ page }) => {
    await page.goto(routes.terms);
    await page.getByRole('contentinfo').getByRole('link', { name: 'Privacy Policy' }).click();
    await expect(page).toHaveURL(routes.privacy);
    // A client-rendered inline script never runs: only the island can open the section.
    await changeHashThenRestoreUrl(page, 'children');
    await expect(page.locator('details#children')).toHaveAttribute('open', '');
  });
});
