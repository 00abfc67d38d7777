import { act, render } from '@testing-library/react';
import { renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { ResponsiveTabs } from '@/components/ui/tabs/ResponsiveTabs';
import { setViewport } from '../support/match-media';

// The ARIA tab pattern holds in the server HTML (what crawlers and the W3C checker read, and what
// assistive tech gets before hydration): every tab controls a tabpanel labelled by that tab.

const items = ['Monthly', 'Hourly', 'Project'].map((plan) => ({
  id: plan,
  title: plan,
  content: <p>{plan} pricing</p>,
}));

/** Each tab's `aria-controls` target, as [its role, the id that labels it]. */
function controlledPanels(root: ParentNode) {
  return [...root.querySelectorAll('[role="tab"]')].map((tab) => {
    const panel = root.querySelector(`[id="${tab.getAttribute('aria-controls')}"]`);
    return [panel?.getAttribute('role'), panel?.getAttribute('aria-labelledby') === tab.id];
  });
}

describe('ResponsiveTabs roles', () => {
  it('serves a tabpanel for every tab, labelled by its tab', () => {
    const server = document.createElement('div');
    server.innerHTML = renderToString(<ResponsiveTabs label="Plans" items={items} />);
    expect(controlledPanels(server)).toEqual(items.map(() => ['tabpanel', true]));
  });

  it('turns the panels into accordion regions below the tablet breakpoint once mounted, and back', () => {
    act(() => setViewport({ width: 375 }));
    const { container } = render(<ResponsiveTabs label="Plans" items={items} />);
    expect(container.querySelectorAll('[role="tabpanel"]')).toHaveLength(0);
    expect(container.querySelectorAll('[role="region"]')).toHaveLength(items.length);
    act(() => setViewport({ width: 1280 }));
    expect(controlledPanels(container)).toEqual(items.map(() => ['tabpanel', true]));
  });
});
