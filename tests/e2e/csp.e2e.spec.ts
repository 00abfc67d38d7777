// Every page type under the CSP the server sends: no violation, its scripts started after the first paint, and its
// islands hydrate and work.
import { expect, test, type Page } from './support/test';
import { UI_COPY } from '@/lib/copy/ui';
import { routes } from '@/lib/routes';
import { allBlogSlugs, fromApi } from './support/content-api';
import { inlineScriptHashes } from '../../next-glue/server/inline-scripts.mjs';
import { SCRIPT_LIST_ID } from '../../next-glue/server/scripts-after-paint.mjs';
import { scriptHashesOf, watchCspViolations } from './support/csp';
import { fillContactForm, fillScheduleForm } from './support/leads';

async function switchesTab(page: Page, list: string) {
  const tabs = page.getByRole('tablist', { name: list });
  await tabs.getByRole('tab').nth(1).click();
  await expect(tabs.getByRole('tab').nth(1)).toHaveAttribute('aria-selected', 'true');
}

async function carouselMoves(page: Page, name: string) {
  const carousel = page.getByRole('region', { name });
  await carousel.scrollIntoViewIfNeeded();
  const current = carousel.locator('.slick-current');
  await expect(current).toBeAttached({ timeout: 10_000 });
  const first = await current.getAttribute('data-index');
  // Its arrows show only when slides overflow; autoplay moves it either way.
  const next = carousel.getByRole('button', { name: UI_COPY.carousel.next });
  if (await next.isVisible()) await next.click();
  await expect.poll(() => current.getAttribute('data-index'), { timeout: 8_000 }).not.toBe(first);
}

async function formValidates(page: Page, path: string, submit: string) {
  await (path === routes.scheduleCall ? fillScheduleForm : fillContactForm)(page);
  await page.getByLabel('Email address').fill('ada-at-home');
  await page.getByRole('button', { name: submit }).click();
  await expect(page.getByRole('alert').filter({ hasText: 'Please enter a valid email address' })).toBeVisible();
  expect(new URL(page.url()).pathname).toBe(path);
}

const firstEvent = async () => (await fromApi<{ slug: string }[]>('get-event-list'))[0]?.slug ?? '';

const PAGES: {
  name: string;
  path: () => Promise<string>;
  works?: (page: Page) => Promise<void>;
  /** Next's client-rendered shell: nothing to paint before its scripts, which the server leaves where Next wrote them. */
  clientRendered?: boolean;
}[] = [
  { name: 'home', path: async () => routes.home, works: (page) => switchesTab(page, 'Technology stacks') },
  {
    name: 'blog list',
    path: async () => routes.blog,
    works: (page) => carouselMoves(page, 'Most popular blog posts'),
  },
  { name: 'blog post', path: async () => routes.blogPost((await allBlogSlugs())[0] ?? '') },
  { name: 'events list', path: async () => routes.events },
  { name: 'event', path: async () => routes.event(await firstEvent()) },
  {
    name: 'top-level service',
    path: async () => routes.service('software-development'),
    works: (page) => carouselMoves(page, 'Case study slides'),
  },
  { name: 'child service', path: async () => routes.service('web-application-development') },
  { name: 'category', path: async () => routes.category('developers') },
  { name: 'sub-category', path: async () => routes.category('php-developers') },
  { name: 'pricing', path: async () => routes.pricing, works: (page) => switchesTab(page, 'Pricing categories') },
  { name: 'about', path: async () => routes.aboutUs, works: (page) => switchesTab(page, 'How we work') },
  { name: 'team', path: async () => routes.ourTeam, works: (page) => switchesTab(page, 'Departments') },
  {
    name: 'contact',
    path: async () => routes.contact,
    works: (page) => formValidates(page, routes.contact, 'Send Message'),
  },
  {
    name: 'schedule a call',
    path: async () => routes.scheduleCall,
    works: (page) => formValidates(page, routes.scheduleCall, 'Continue'),
  },
  { name: 'privacy policy', path: async () => routes.privacy },
  { name: 'terms of service', path: async () => routes.terms },
  { name: 'not found', path: async () => '/this/does/not/exist', clientRendered: true },
];

const PARSER_STARTED_CHUNK = /<script src="\/_next\/static\/chunks\/[^"]+" async="">/;

for (const { name, path, works, clientRendered = false } of PAGES) {
  test(`${name}: hashes its inline scripts, runs them without a CSP violation, and hydrates`, async ({ page }) => {
    const violations = await watchCspViolations(page);
    const response = await page.goto(await path());
    const hashes = scriptHashesOf(await response?.headerValue('content-security-policy'));
    expect(hashes.length).toBeGreaterThan(2);
    // Every inline script the page holds is trusted: a script shape a Next upgrade adds fails here by name.
    const html = (await response?.text()) ?? '';
    expect(inlineScriptHashes(html).filter((hash) => !hashes.includes(hash))).toEqual([]);
    // Its framework scripts start after the first paint, from the server's list (scripts-after-paint.mjs).
    expect(PARSER_STARTED_CHUNK.test(html)).toBe(clientRendered);
    expect(html.includes(`<script type="application/json" id="${SCRIPT_LIST_ID}">["/_next/static/chunks/`)).toBe(
      !clientRendered,
    );
    // Hydrated: the menu is a client island.
    await page.getByRole('button', { name: 'Menu' }).click();
    await expect(page.getByRole('navigation', { name: 'Main menu' })).toBeVisible();
    await page.keyboard.press('Escape');
    await works?.(page);
    await page.waitForLoadState('load');
    expect(await violations()).toEqual([]);
  });
}

test("an inline script the server did not hash is blocked: 'unsafe-inline' is only the old browsers' fallback", async ({
  page,
}) => {
  const violations = await watchCspViolations(page);
  await page.goto(routes.home);
  const ran = await page.evaluate(() => {
    const script = document.createElement('script');
    script.textContent = 'window.injectedRan = true';
    document.body.append(script);
    return new Promise((resolve) => setTimeout(() => resolve((window as { injectedRan?: boolean }).injectedRan), 200));
  });
  expect(ran).toBeUndefined();
  await expect.poll(violations).toEqual([expect.stringMatching(/^script-src-elem blocked inline/)]);
});
