import { act, render } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { HeroParticles } from '@/components/home/HeroParticles';
import { setViewport } from '../support/match-media';

vi.mock('next/dynamic', () => ({ default: () => () => <canvas data-testid="particles" /> }));

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
