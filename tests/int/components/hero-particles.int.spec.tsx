import { act, render, type RenderResult } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { HeroParticles } from '@/components/home/HeroParticles';
import { installIntersectionObserver, intersect } from '../support/intersection-observer';
import { setViewport } from '../support/match-media';

vi.mock('next/dynamic', () => ({
  default: () =>
    function FakeParticles({ running }: { running: boolean }) {
      return <canvas data-testid="particles" data-running={String(running)} />;
    },
}));

function setTabVisible(visible: boolean) {
  Object.defineProperty(document, 'visibilityState', { value: visible ? 'visible' : 'hidden', configurable: true });
  document.dispatchEvent(new Event('visibilitychange'));
}

const particles = (view: RenderResult) => view.queryByTestId('particles');

beforeEach(() => {
  vi.useFakeTimers();
  installIntersectionObserver();
});
afterEach(() => {
  setTabVisible(true);
  vi.useRealTimers();
});

describe('HeroParticles', () => {
  it('loads the engine only once the page is idle and the hero is on screen', async () => {
    const view = render(<HeroParticles />);
    act(() => intersect(true));
    expect(particles(view)).toBeNull();
    await act(() => vi.advanceTimersByTimeAsync(3_000));
    expect(particles(view)).toHaveAttribute('data-running', 'true');
  });

  it('does not load while the hero is scrolled out of view', async () => {
    const view = render(<HeroParticles />);
    act(() => intersect(false));
    await act(() => vi.advanceTimersByTimeAsync(3_000));
    expect(particles(view)).toBeNull();
  });

  it('pauses when the hero leaves the screen or the tab is hidden, and resumes after', async () => {
    const view = render(<HeroParticles />);
    act(() => intersect(true));
    await act(() => vi.advanceTimersByTimeAsync(3_000));
    act(() => intersect(false));
    expect(particles(view)).toHaveAttribute('data-running', 'false');
    act(() => intersect(true));
    act(() => setTabVisible(false));
    expect(particles(view)).toHaveAttribute('data-running', 'false');
    act(() => setTabVisible(true));
    expect(particles(view)).toHaveAttribute('data-running', 'true');
  });

  it('stays off under prefers-reduced-motion', async () => {
    setViewport({ reducedMotion: true });
    const view = render(<HeroParticles />);
    act(() => intersect(true));
    await act(() => vi.advanceTimersByTimeAsync(3_000));
    expect(particles(view)).toBeNull();
  });
});
