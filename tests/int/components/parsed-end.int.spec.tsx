import { render } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { MessagePage } from '@/components/layout/MessagePage';
import { VettingFunnel } from '@/components/sections/VettingFunnel';
import { Banner } from '@/components/ui/banner/Banner';
import { ButtonGroup } from '@/components/ui/button/ButtonGroup';
import { VETTING_STAGES } from '@/lib/copy/vetting';

// Each group is hidden until its marker is parsed (styles/_mixins.scss): without it as its last child, a group
// would be shown with half a text, or never.
const groupsEndingInMarker = (container: HTMLElement) =>
  [...container.querySelectorAll('[data-parsed-end]')].map((marker) => {
    expect(marker).not.toBeVisible();
    return marker.parentElement!.lastElementChild === marker;
  });

describe('ParsedEnd', () => {
  it('is the last child of a button row, after its last button', () => {
    const { container } = render(
      <ButtonGroup>
        <a href="/a">First</a>
        <a href="/b">Second</a>
      </ButtonGroup>,
    );
    expect(groupsEndingInMarker(container)).toEqual([true]);
  });

  it('ends a message page, a banner’s aside and each funnel stage, short or detailed', () => {
    const image = { src: '/x.svg', alt: '' };
    for (const page of [
      <MessagePage key="m" title="Thank you" lead="We will call" image={image} actions={<a href="/">Home</a>} />,
      <Banner
        key="b"
        title="Developers"
        aside={
          <ul role="list">
            <li>4.8</li>
          </ul>
        }
      />,
      <VettingFunnel key="v" stages={VETTING_STAGES} />,
      <VettingFunnel key="s" stages={VETTING_STAGES} detailed={false} />,
    ]) {
      const markers = groupsEndingInMarker(render(page).container);
      expect(markers.length).toBeGreaterThan(0);
      expect(markers.every(Boolean)).toBe(true);
    }
  });
});
