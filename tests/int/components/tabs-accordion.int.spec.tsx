import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { Accordion } from '@/components/ui/accordion/Accordion';
import { ResponsiveTabs } from '@/components/ui/tabs/ResponsiveTabs';
import { Tabs } from '@/components/ui/tabs/Tabs';
import { setViewport } from '../support/match-media';

const items = ['Canada', 'Colombia', 'India', 'USA'].map((country) => ({
  id: country,
  title: country,
  content: <p>Office in {country}</p>,
}));

describe('Tabs', () => {
  it('selects the first tab and keeps every panel in the document', () => {
    render(<Tabs label="Offices" items={items} />);
    expect(screen.getByRole('tab', { name: 'Canada' })).toHaveAttribute('aria-selected', 'true');
    expect(screen.getByRole('tabpanel')).toHaveTextContent('Office in Canada');
    expect(screen.getByText('Office in USA', { ignore: false })).not.toBeVisible();
  });

  it('moves with the arrow keys, Home and End, with a roving tab stop', async () => {
    const user = userEvent.setup();
    render(<Tabs label="Offices" items={items} />);
    await user.click(screen.getByRole('tab', { name: 'Canada' }));
    await user.keyboard('{ArrowRight}');
    expect(screen.getByRole('tab', { name: 'Colombia' })).toHaveFocus();
    expect(screen.getByRole('tab', { name: 'Colombia' })).toHaveAttribute('aria-selected', 'true');
    expect(screen.getByRole('tab', { name: 'Canada' })).toHaveAttribute('tabindex', '-1');
    await user.keyboard('{End}');
    expect(screen.getByRole('tabpanel')).toHaveTextContent('Office in USA');
    await user.keyboard('{ArrowRight}');
    expect(screen.getByRole('tab', { name: 'Canada' })).toHaveAttribute('aria-selected', 'true');
  });
});

describe('Accordion', () => {
  it('opens the first item by default and toggles with a click', async () => {
    const user = userEvent.setup();
    render(<Accordion items={items} />);
    const canada = screen.getByRole('button', { name: 'Canada' });
    expect(canada).toHaveAttribute('aria-expanded', 'true');
    expect(screen.getByRole('region', { name: 'Canada' })).toHaveTextContent('Office in Canada');
    await user.click(screen.getByRole('button', { name: 'India' }));
    expect(screen.getByRole('button', { name: 'India' })).toHaveAttribute('aria-expanded', 'true');
    expect(canada).toHaveAttribute('aria-expanded', 'true');
  });

  it('keeps one item open at a time when single', async () => {
    const user = userEvent.setup();
    render(<Accordion items={items} single />);
    await user.click(screen.getByRole('button', { name: 'USA' }));
    expect(screen.getByRole('button', { name: 'USA' })).toHaveAttribute('aria-expanded', 'true');
    expect(screen.getByRole('button', { name: 'Canada' })).toHaveAttribute('aria-expanded', 'false');
  });

  it('starts all closed on request and moves focus with the arrow keys', async () => {
    const user = userEvent.setup();
    render(<Accordion items={items} defaultOpen={[]} />);
    expect(screen.queryAllByRole('region')).toHaveLength(0);
    screen.getByRole('button', { name: 'Canada' }).focus();
    await user.keyboard('{ArrowDown}');
    expect(screen.getByRole('button', { name: 'Colombia' })).toHaveFocus();
    await user.keyboard('{End}');
    expect(screen.getByRole('button', { name: 'USA' })).toHaveFocus();
  });
});

describe('ResponsiveTabs', () => {
  it('renders tab and accordion controls from one markup, one panel per item', () => {
    const { container } = render(<ResponsiveTabs label="Offices" items={items} />);
    expect(screen.getAllByRole('tab')).toHaveLength(4);
    expect(
      screen.getAllByRole('button', { hidden: true }).filter((button) => button.hasAttribute('aria-expanded')),
    ).toHaveLength(4);
    expect(container.querySelectorAll('[data-active]')).toHaveLength(1);
    expect(container.querySelectorAll('[data-open]')).toHaveLength(1);
  });

  it('uses tab roles above 767 px and region roles below', () => {
    setViewport({ width: 1024 });
    const { unmount } = render(<ResponsiveTabs label="Offices" items={items} />);
    expect(document.querySelectorAll('[role="tabpanel"]')).toHaveLength(4);
    unmount();
    setViewport({ width: 375 });
    render(<ResponsiveTabs label="Offices" items={items} />);
    expect(document.querySelectorAll('[role="region"]')).toHaveLength(4);
  });

  it('can start with every accordion section closed', () => {
    const { container } = render(<ResponsiveTabs label="Offices" items={items} accordionDefaultOpen={[]} />);
    expect(container.querySelectorAll('[data-open]')).toHaveLength(0);
    expect(container.querySelectorAll('[data-active]')).toHaveLength(1);
  });
});
