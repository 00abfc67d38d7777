import { act, render } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { HeroParticles } from '@/components/home/HeroParticles';
import { ScrollToTop } from '@/components/layout/ScrollToTop';
import { setViewport } from './support/match-media';

const navigation = vi.hoisted(() => ({ pathname: '/' }));
vi.mock('next/navigation', () => ({ usePathname: () => navigation.pathname }));
vi.mock('next/dynamic', () => ({ default: () => () => <canvas data-testid="particles" /> }));

describe('ScrollToTop', () => {
  it('scrolls to the top when the route changes, not on the first render', () => {
    const scroll = vi.spyOn(window, 'scrollTo').mockImplementation(() => {});
    navigation.pathname = '/';
    const { rerender } = render(<ScrollToTop />);
    expect(scroll).not.toHaveBeenCalled();
    navigation.pathname = '/blog';
    rerender(<ScrollToTop />);
    expect(scroll).toHaveBeenCalledWith({ top: 0, left: 0, behavior: 'instant' });
  });
});

describe('HeroParticles', () => {
  it('waits for an idle moment before loading the particle engine', async () => {
    vi.useFakeTimers();
    const { queryByTestId } = render(<HeroParticles />);
    expect(queryByTestId('particles')).toBeNull();
    await act(() => vi.advanceTimersByTimeAsync(3_000));
    expect(queryByTestId('particles')).not.toBeNull();
    vi.useRealTimers();
  });

  it('stays off under prefers-reduced-motion', async () => {
    vi.useFakeTimers();
    setViewport({ reducedMotion: true });
    const { queryByTestId } = render(<HeroParticles />);
    await act(() => vi.advanceTimersByTimeAsync(3_000));
    expect(queryByTestId('particles')).toBeNull();
    vi.useRealTimers();
  });
});
