// Tabs, accordions, carousels and the video of the marketing pages, by mouse and keyboard, at desktop and phone widths.
import { expect, test, type Locator, type Page } from './support/test';

const DESKTOP = { width: 1280, height: 900 };
const PHONE = { width: 375, height: 800 };

/** The accordion triggers of a ResponsiveTabs block on a phone (its tab list is hidden there). */
const triggers = (scope: Locator) => scope.locator('button[aria-expanded]');

async function visiblePanels(scope: Locator) {
  return scope.locator('[role="tabpanel"]:visible, [role="region"]:visible').count();
}

test.describe('at 1280 px', () => {
  test.use({ viewport: DESKTOP });

  test('about tabs: the first is active; click and arrow keys switch', async ({ page }) => {
    await page.goto('/about-us');
    const tabs = page.getByRole('tablist', { name: 'How we work' });
    await expect(tabs.getByRole('tab', { name: 'Our Approach' })).toHaveAttribute('aria-selected', 'true');
    await expect(page.getByText(/We combine AI matching/)).toBeVisible();
    await tabs.getByRole('tab', { name: 'Our Mission' }).click();
    await expect(page.getByText(/To make hiring remote talent/)).toBeVisible();
    await expect(page.getByText(/We combine AI matching/)).toBeHidden();
    await page.keyboard.press('ArrowRight');
    await expect(tabs.getByRole('tab', { name: 'Awards & Recognition' })).toBeFocused();
    await expect(tabs.getByRole('tab', { name: 'Awards & Recognition' })).toHaveAttribute('aria-selected', 'true');
  });

  test('team and pricing tabs start on the first tab', async ({ page }) => {
    for (const [path, label] of [
      ['/our-team', 'Departments'],
      ['/pricing', 'Pricing categories'],
      ['/', 'Technology stacks'],
      ['/', 'Additional skills'],
    ] as const) {
      await page.goto(path);
      const tabs = page.getByRole('tablist', { name: label });
      await expect(tabs.getByRole('tab').first()).toHaveAttribute('aria-selected', 'true');
      await tabs.getByRole('tab').nth(1).click();
      await expect(tabs.getByRole('tab').nth(1)).toHaveAttribute('aria-selected', 'true');
      const panel = page.locator(`#${await tabs.getByRole('tab').nth(1).getAttribute('aria-controls')}`);
      await expect(panel).toBeVisible();
    }
  });

  test('how it works: the first step is open, and Enter opens another', async ({ page }) => {
    await page.goto('/how-it-works#stepping-stones');
    const steps = page.locator('#stepping-stones');
    await expect(steps.getByRole('button', { name: 'Advanced Screening' })).toHaveAttribute('aria-expanded', 'true');
    const second = steps.getByRole('button', { name: 'Specification Sharing' });
    await expect(second).toHaveAttribute('aria-expanded', 'false');
    await second.focus();
    await page.keyboard.press('Enter');
    await expect(second).toHaveAttribute('aria-expanded', 'true');
    await expect(page.getByText(/You share the role, skills/)).toBeVisible();
    await second.click();
    await expect(second).toHaveAttribute('aria-expanded', 'false');
  });

  test('the vetting video plays: the cover hides and controls appear', async ({ page }) => {
    await page.goto('/distinct-vetting-process');
    const play = page.getByRole('button', { name: /^Play video:/ });
    await play.scrollIntoViewIfNeeded();
    await play.click();
    await expect(play).toHaveCount(0);
    const video = page.locator('video');
    await expect(video).toHaveAttribute('controls', '');
    await expect
      .poll(() => video.evaluate((element: HTMLVideoElement) => element.currentTime), { timeout: 8_000 })
      .toBeGreaterThan(0);
  });

  test('the review carousel has a pause button that stops autoplay', async ({ page }) => {
    // The page's clock, so more than one autoplay period (5 s) passes at once, not in the test's time.
    await page.clock.install();
    await page.goto('/customer-review');
    const carousel = page.getByRole('region', { name: 'Client reviews' });
    await expect(carousel.locator('.slick-initialized')).toBeAttached({ timeout: 10_000 });
    const pause = carousel.getByRole('button', { name: 'Pause carousel' });
    await pause.click();
    await expect(carousel.getByRole('button', { name: 'Play carousel' })).toBeVisible();
    const current = await carousel.locator('.slick-current').getAttribute('data-index');
    await page.clock.runFor(6_000);
    expect(await carousel.locator('.slick-current').getAttribute('data-index')).toBe(current);
  });
});

test.describe('at 375 px', () => {
  test.use({ viewport: PHONE });

  test('team and pricing accordions start all closed and open on click or Space', async ({ page }) => {
    for (const [path, section] of [
      ['/our-team', '#our-departments'],
      ['/pricing', '#our-pricing'],
    ] as const) {
      await page.goto(path);
      const scope = page.locator(section);
      const all = triggers(scope);
      expect(await all.count()).toBeGreaterThan(1);
      for (const trigger of await all.all()) await expect(trigger).toHaveAttribute('aria-expanded', 'false');
      expect(await visiblePanels(scope)).toBe(0);
      await all.first().click();
      await expect(all.first()).toHaveAttribute('aria-expanded', 'true');
      await all.nth(1).focus();
      await page.keyboard.press('Space');
      await expect(all.nth(1)).toHaveAttribute('aria-expanded', 'true');
      expect(await visiblePanels(scope)).toBe(2);
    }
  });

  test('about tabs become an accordion with the first section open', async ({ page }) => {
    await page.goto('/about-us');
    await expect(page.getByRole('tablist', { name: 'How we work' })).toBeHidden();
    const approach = page.getByRole('button', { name: 'Our Approach' });
    await expect(approach).toHaveAttribute('aria-expanded', 'true');
    await expect(page.getByText(/We combine AI matching/)).toBeVisible();
    await page.getByRole('button', { name: 'Our Mission' }).click();
    await expect(page.getByText(/To make hiring remote talent/)).toBeVisible();
  });
});

async function slidesShown(page: Page, name: string) {
  const carousel = page.getByRole('region', { name });
  await carousel.scrollIntoViewIfNeeded();
  await expect(carousel.locator('.slick-initialized')).toBeAttached({ timeout: 10_000 });
  return carousel.locator('.slick-slide.slick-active').count();
}

const PER_VIEW = [
  {
    path: '/about-us',
    name: 'Company milestones',
    widths: [
      [1280, 3],
      [800, 3],
      [700, 2],
      [576, 2],
      [575, 1],
      [375, 1],
    ],
  },
  {
    path: '/about-us',
    name: 'Client testimonials',
    widths: [
      [1280, 1],
      [375, 1],
    ],
  },
  {
    path: '/customer-review',
    name: 'Client reviews',
    widths: [
      [1280, 2],
      [480, 2],
      [479, 1],
      [375, 1],
    ],
  },
] as const;

for (const { path, name, widths } of PER_VIEW) {
  for (const [width, shown] of widths) {
    test(`${name} shows ${shown} at a time at ${width} px`, async ({ page }) => {
      await page.setViewportSize({ width, height: 900 });
      await page.goto(path);
      expect(await slidesShown(page, name)).toBe(shown);
    });
  }
}
