import { expect, test } from './support/test';
import { fromApi } from './support/content-api';

type ServiceList = { service_slug: string; sub_service_array: { sub_service_slug: string }[] }[];
type CategoryList = {
  category_array: { category_slug: string; sub_category_array: { sub_category_slug: string }[] }[];
};

test.describe('header in the server HTML', () => {
  test('every menu link is present with JavaScript disabled', async ({ browser }) => {
    const context = await browser.newContext({ javaScriptEnabled: false });
    const page = await context.newPage();
    await page.goto('/');
    const hrefs = await page.locator('header a').evaluateAll((links) => links.map((link) => link.getAttribute('href')));

    await expect(page.locator('header a[href="/schedule-a-call"]', { hasText: 'Hire Developers' })).toHaveCount(1);
    await expect(page.locator('header a[href="/login"]', { hasText: 'Login' }).first()).toBeAttached();
    expect(hrefs).toEqual(
      expect.arrayContaining(['/pricing', '/about-us', '/blog', '/events', '/apply-as-talent', '/current-openings']),
    );

    const services = await fromApi<ServiceList>('get-service-list');
    for (const service of services) {
      expect(hrefs).toContain(`/services/${service.service_slug}`);
      for (const sub of service.sub_service_array) expect(hrefs).toContain(`/services/${sub.sub_service_slug}`);
    }
    const { category_array: categories } = await fromApi<CategoryList>('get-hire-category-list');
    for (const category of categories) {
      expect(hrefs).toContain(`/hire-our-genius-mind/${category.category_slug}`);
      for (const sub of category.sub_category_array)
        expect(hrefs).toContain(`/hire-our-genius-mind/${sub.sub_category_slug}`);
    }
    await context.close();
  });
});

test.describe('mega-menu on desktop', () => {
  test('opens, switches tabs, closes on Escape and starts again on the first tab', async ({ page }) => {
    await page.goto('/');
    const toggle = page.getByRole('button', { name: 'Menu' });
    const menu = page.getByRole('navigation', { name: 'Main menu' });
    await expect(menu).toBeHidden();

    await toggle.click();
    await expect(toggle).toHaveAttribute('aria-expanded', 'true');
    await expect(menu).toBeVisible();
    await expect(menu.getByRole('tab', { name: 'Who We Are' })).toHaveAttribute('aria-selected', 'true');

    await menu.getByRole('tab', { name: 'Services' }).click();
    await expect(menu.getByRole('tabpanel')).toBeVisible();
    await expect(menu.getByRole('tabpanel').getByRole('link').first()).toHaveAttribute('href', /^\/services\//);

    await page.keyboard.press('Escape');
    await expect(menu).toBeHidden();
    await expect(toggle).toBeFocused();

    await toggle.click();
    await expect(menu.getByRole('tab', { name: 'Who We Are' })).toHaveAttribute('aria-selected', 'true');
  });

  test('closes when a link is followed', async ({ page }) => {
    await page.goto('/');
    await page.getByRole('button', { name: 'Menu' }).click();
    await page.getByRole('navigation', { name: 'Main menu' }).getByRole('link', { name: 'Blog' }).click();
    await expect(page).toHaveURL(/\/blog$/);
    await expect(page.getByRole('navigation', { name: 'Main menu' })).toBeHidden();
  });

  test('the bar shrinks once the page has scrolled 150 px', async ({ page }) => {
    await page.goto('/');
    const header = page.getByRole('banner');
    await page.evaluate(() => window.scrollTo(0, 149));
    await expect(header).not.toHaveAttribute('data-compact');
    await page.evaluate(() => window.scrollTo(0, 150));
    await expect(header).toHaveAttribute('data-compact', '');
    await expect
      .poll(() => header.evaluate((element) => element.getBoundingClientRect().bottom))
      .toBeLessThanOrEqual(65);
  });
});

test.describe('mobile menu', () => {
  test.use({ viewport: { width: 375, height: 740 }, isMobile: true, hasTouch: true });

  test('mirrors the mega-menu as an accordion', async ({ page }) => {
    await page.goto('/');
    await expect(page.getByRole('banner').getByRole('link', { name: 'Login' })).toBeHidden();
    await page.getByRole('button', { name: 'Menu' }).click();
    const menu = page.getByRole('navigation', { name: 'Main menu' });
    await expect(menu).toBeVisible();
    await expect(menu.getByRole('tab')).toHaveCount(0);
    await expect(page.locator('#main')).toHaveJSProperty('inert', true);

    const services = menu.getByRole('button', { name: 'Services' });
    await expect(services).toHaveAttribute('aria-expanded', 'false');
    await services.click();
    await expect(services).toHaveAttribute('aria-expanded', 'true');
    await expect(menu.getByRole('region', { name: 'Services' }).getByRole('link').first()).toBeVisible();
    await expect(menu.getByRole('link', { name: 'Login' })).toBeVisible();

    await menu.getByRole('button', { name: 'Apply for Jobs' }).click();
    await menu.getByRole('link', { name: 'Current Openings' }).click();
    await expect(page).toHaveURL(/\/current-openings$/);
    await expect(menu).toBeHidden();
    await expect(page.locator('#main')).toHaveJSProperty('inert', false);
  });

  for (const width of [320, 360, 375]) {
    test(`at ${width} px the bar fits: the brand, the Hire button and the menu button inside the screen`, async ({
      page,
    }) => {
      await page.setViewportSize({ width, height: 740 });
      await page.goto('/');
      const bar = page.getByRole('banner');
      for (const part of [
        bar.getByRole('link', { name: /home$/ }),
        bar.getByRole('link', { name: 'Hire Developers' }),
        bar.getByRole('button', { name: 'Menu' }),
      ]) {
        const box = (await part.boundingBox())!;
        expect(box.x).toBeGreaterThanOrEqual(0);
        expect(box.x + box.width).toBeLessThanOrEqual(width);
      }
      await bar.getByRole('button', { name: 'Menu' }).click();
      await expect(page.getByRole('navigation', { name: 'Main menu' })).toBeVisible();
    });
  }
});

test.describe('footer', () => {
  test('office tabs start on Canada and switch by click and arrow keys', async ({ page }) => {
    await page.goto('/');
    const offices = page.getByRole('contentinfo').getByRole('tablist', { name: 'Office locations' });
    await expect(offices.getByRole('tab')).toHaveText(['Canada', 'Colombia', 'India', 'USA']);
    await expect(offices.getByRole('tab', { name: 'Canada' })).toHaveAttribute('aria-selected', 'true');
    await expect(page.getByRole('contentinfo').getByRole('tabpanel')).toContainText('Toronto');

    await offices.getByRole('tab', { name: 'India' }).click();
    await expect(page.getByRole('contentinfo').getByRole('tabpanel')).toContainText('Kolkata');
    await page.keyboard.press('ArrowRight');
    await expect(offices.getByRole('tab', { name: 'USA' })).toBeFocused();
    await expect(page.getByRole('contentinfo').getByRole('tabpanel')).toContainText('New York');
  });

  test('shows the current year and the spec’s links', async ({ page }) => {
    await page.goto('/');
    const footer = page.getByRole('contentinfo');
    await expect(footer).toContainText(`© ${new Date().getFullYear()}`);
    for (const href of [
      '/privacy-policy',
      '/terms-service',
      '/employee-referral',
      '/hire-our-genius-mind/developers',
      '/see-all-skills',
      '/internship',
    ]) {
      await expect(footer.locator(`a[href="${href}"]`).first()).toBeAttached();
    }
  });
});
