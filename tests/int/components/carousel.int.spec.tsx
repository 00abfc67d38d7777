import { act, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { Carousel } from '@/components/ui/carousel/Carousel';
import { installIntersectionObserver, intersect } from '../support/intersection-observer';
import { setViewport } from '../support/match-media';

const slick = vi.hoisted(() => ({ props: null as null | Record<string, unknown> }));
vi.mock('@/components/ui/carousel/SlickCarousel', () => ({
  SlickCarousel: (props: Record<string, unknown> & { children: React.ReactNode }) => {
    slick.props = props;
    return <div data-testid="slick">{props.children}</div>;
  },
}));

beforeEach(() => {
  slick.props = null;
  vi.useFakeTimers();
  installIntersectionObserver();
});
afterEach(() => vi.useRealTimers());

const perView = [
  { from: 0, show: 1 },
  { from: 481, show: 2 },
  { from: 900, show: 3, scroll: 3 },
];

function renderCarousel(count: number, autoplay?: number) {
  return render(
    <Carousel label="Popular posts" perView={perView} autoplay={autoplay}>
      {Array.from({ length: count }, (_, index) => (
        <article key={index}>Post {index + 1}</article>
      ))}
    </Carousel>,
  );
}

/** Brings the carousel near the viewport, then lets the page's first idle moment after load pass (jsdom has no
 * requestIdleCallback: the 1.5 s fallback). */
async function scrollIntoView() {
  act(() => intersect(true));
  await act(async () => {
    await vi.advanceTimersByTimeAsync(1_500);
    await vi.dynamicImportSettled();
  });
}

describe('Carousel', () => {
  it('renders every slide statically, sized by CSS, before any script loads', () => {
    renderCarousel(5);
    expect(screen.getByRole('region', { name: 'Popular posts' })).toHaveAttribute('aria-roledescription', 'carousel');
    expect(screen.getAllByRole('group')).toHaveLength(5);
    expect(screen.getByRole('group', { name: '2 of 5' })).toHaveTextContent('Post 2');
    expect(document.head.innerHTML).toContain('@media (min-width:900px){[data-carousel=');
    expect(screen.queryByTestId('slick')).toBeNull();
  });

  it('loads the slider only once it nears the viewport, at the width’s slide count', async () => {
    setViewport({ width: 800 });
    renderCarousel(5, 5000);
    expect(screen.queryByTestId('slick')).toBeNull();
    await scrollIntoView();
    expect(screen.getByTestId('slick')).toBeInTheDocument();
    expect(slick.props).toMatchObject({ show: 2, scroll: 1, autoplay: 5000, speed: 500 });
  });

  it('waits for an idle moment after the page has loaded, so the slider never shares a task with hydration', async () => {
    renderCarousel(5, 5000);
    act(() => intersect(true));
    await act(async () => {
      await vi.advanceTimersByTimeAsync(1_000);
      await vi.dynamicImportSettled();
    });
    expect(screen.queryByTestId('slick')).toBeNull();
    await scrollIntoView();
    expect(screen.getByTestId('slick')).toBeInTheDocument();
  });

  it('scrolls three at a time on wide screens', async () => {
    setViewport({ width: 1280 });
    renderCarousel(9, 5000);
    await scrollIntoView();
    expect(slick.props).toMatchObject({ show: 3, scroll: 3 });
  });

  it('does not autoplay under prefers-reduced-motion', async () => {
    setViewport({ reducedMotion: true });
    renderCarousel(5, 5000);
    await scrollIntoView();
    expect(slick.props?.autoplay).toBeUndefined();
  });

  it('never loads a slider when every slide already fits', async () => {
    renderCarousel(1, 5000);
    await scrollIntoView();
    expect(screen.queryByTestId('slick')).toBeNull();
  });
});
