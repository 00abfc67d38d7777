import { act, fireEvent, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { HeaderShell, SHRINK_AT_PX } from '@/components/layout/HeaderShell';
import { ResponsiveTabs } from '@/components/ui/tabs/ResponsiveTabs';
import { setViewport } from '../support/match-media';

const navigation = vi.hoisted(() => ({ pathname: '/' }));
vi.mock('next/navigation', () => ({ usePathname: () => navigation.pathname }));

const menu = (
  <ResponsiveTabs
    label="Site sections"
    orientation="vertical"
    accordionDefaultOpen={[]}
    items={[
      { id: 'who', title: 'Who We Are', content: <a href="/about-us">About Us</a> },
      { id: 'services', title: 'Services', content: <a href="/services/web-development">Web Development</a> },
    ]}
  />
);

/** The shell as SiteHeader renders it, with or without bar actions. */
const header = (actions: React.ReactNode = null) => (
  <HeaderShell
    logo={<span>Logo</span>}
    actions={actions}
    menu={menu}
    menuExtras={null}
    menuLabel="Menu"
    navLabel="Main menu"
  />
);

function renderHeader() {
  return render(header(<a href="/login">Login</a>));
}

beforeEach(() => {
  navigation.pathname = '/';
  window.scrollY = 0;
});

describe('HeaderShell', () => {
  it('opens and closes the menu from its toggle', async () => {
    const user = userEvent.setup();
    renderHeader();
    const toggle = screen.getByRole('button', { name: 'Menu' });
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    expect(screen.getByRole('navigation', { hidden: true })).not.toBeVisible();
    await user.click(toggle);
    expect(toggle).toHaveAttribute('aria-expanded', 'true');
    expect(screen.getByRole('navigation', { name: 'Main menu' })).toBeVisible();
    await user.click(toggle);
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
  });

  it('closes on Escape and gives focus back to the toggle', async () => {
    const user = userEvent.setup();
    renderHeader();
    await user.click(screen.getByRole('button', { name: 'Menu' }));
    await user.keyboard('{Escape}');
    expect(screen.getByRole('button', { name: 'Menu' })).toHaveAttribute('aria-expanded', 'false');
    expect(screen.getByRole('button', { name: 'Menu' })).toHaveFocus();
  });

  it('closes when a menu link is clicked and when the route changes', async () => {
    const user = userEvent.setup();
    const { rerender } = renderHeader();
    await user.click(screen.getByRole('button', { name: 'Menu' }));
    fireEvent.click(screen.getByRole('link', { name: 'About Us' }));
    expect(screen.getByRole('button', { name: 'Menu' })).toHaveAttribute('aria-expanded', 'false');

    await user.click(screen.getByRole('button', { name: 'Menu' }));
    navigation.pathname = '/blog';
    rerender(header());
    expect(screen.getByRole('button', { name: 'Menu' })).toHaveAttribute('aria-expanded', 'false');
  });

  it('resets the active tab to the first on every toggle', async () => {
    const user = userEvent.setup();
    renderHeader();
    await user.click(screen.getByRole('button', { name: 'Menu' }));
    await user.click(screen.getByRole('tab', { name: 'Services' }));
    expect(screen.getByRole('tab', { name: 'Services' })).toHaveAttribute('aria-selected', 'true');
    await user.click(screen.getByRole('button', { name: 'Menu' }));
    await user.click(screen.getByRole('button', { name: 'Menu' }));
    expect(screen.getByRole('tab', { name: 'Who We Are' })).toHaveAttribute('aria-selected', 'true');
  });

  it('opens the same menu again rather than building it anew (a phone spent 60–100 ms on that per click)', async () => {
    const user = userEvent.setup();
    renderHeader();
    const link = screen.getByRole('link', { name: 'About Us', hidden: true });
    await user.click(screen.getByRole('button', { name: 'Menu' }));
    await user.click(screen.getByRole('button', { name: 'Menu' }));
    await user.click(screen.getByRole('button', { name: 'Menu' }));
    expect(screen.getByRole('link', { name: 'About Us' })).toBe(link);
  });

  it(`shrinks once the page has scrolled ${SHRINK_AT_PX} px`, () => {
    renderHeader();
    const header = screen.getByRole('banner');
    act(() => {
      window.scrollY = SHRINK_AT_PX - 1;
      window.dispatchEvent(new Event('scroll'));
    });
    expect(header).not.toHaveAttribute('data-compact');
    act(() => {
      window.scrollY = SHRINK_AT_PX;
      window.dispatchEvent(new Event('scroll'));
    });
    expect(header).toHaveAttribute('data-compact');
  });
});

/** The shell with a page behind it, to see what the open menu does to the page. */
function renderWithPage() {
  render(
    <>
      {header()}
      <main id="main">
        <a href="/blog">Page link</a>
      </main>
    </>,
  );
}

describe('HeaderShell on phones', () => {
  it('takes the page behind the open menu out of reach, and gives it back on close', async () => {
    setViewport({ width: 375 });
    const user = userEvent.setup();
    renderWithPage();
    await user.click(screen.getByRole('button', { name: 'Menu' }));
    await waitFor(() => expect(document.getElementById('main')?.inert).toBe(true));
    await user.keyboard('{Escape}');
    await waitFor(() => expect(document.getElementById('main')?.inert).toBe(false));
  });

  it('gives the page back at once when it unmounts with the menu open, leaving nothing to run later', async () => {
    setViewport({ width: 375 });
    const user = userEvent.setup();
    const { unmount } = render(header());
    await user.click(screen.getByRole('button', { name: 'Menu' }));
    await waitFor(() => expect(document.documentElement).toHaveAttribute('data-menu-open'));
    unmount();
    expect(document.documentElement).not.toHaveAttribute('data-menu-open');
  });

  it('gives the page back when the phone turns to 768 px or wider with the menu open', async () => {
    setViewport({ width: 375 });
    const user = userEvent.setup();
    renderWithPage();
    await user.click(screen.getByRole('button', { name: 'Menu' }));
    await waitFor(() => expect(document.getElementById('main')?.inert).toBe(true));
    act(() => setViewport({ width: 800 }));
    await waitFor(() => expect(document.getElementById('main')?.inert).toBe(false));
    act(() => setViewport({ width: 375 }));
    await waitFor(() => expect(document.getElementById('main')?.inert).toBe(true));
  });
});
