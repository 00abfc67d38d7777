import { act, render } from '@testing-library/react';
import type { ReactNode } from 'react';
import { describe, expect, it, vi } from 'vitest';
import ParticlesCanvas from '@/components/home/ParticlesCanvas';
import { HERO_PARTICLES } from '@/components/home/particles-options';

const container = vi.hoisted(() => ({ pause: vi.fn(), play: vi.fn() }));
vi.mock('@tsparticles/react', async () => {
  const { useEffect } = await import('react');
  return {
    ParticlesProvider: ({ children }: { children: ReactNode }) => children,
    Particles: ({ particlesLoaded }: { particlesLoaded: (loaded: unknown) => void }) => {
      useEffect(() => particlesLoaded(container), [particlesLoaded]);
      return <div id="hero-particles" />;
    },
  };
});

describe('ParticlesCanvas', () => {
  it('keeps the spec’s settings: 200 particles, 120 fps, links within 150 px, a click adds 4', () => {
    expect(HERO_PARTICLES).toMatchObject({
      fpsLimit: 120,
      particles: { number: { value: 200 }, links: { enable: true, distance: 150 } },
      interactivity: { events: { onClick: { enable: true, mode: 'push' } }, modes: { push: { quantity: 4 } } },
    });
  });

  it('pauses the animation loop while not running and plays it again after', () => {
    const view = render(<ParticlesCanvas running={false} />);
    expect(container.pause).toHaveBeenCalled();
    act(() => view.rerender(<ParticlesCanvas running />));
    expect(container.play).toHaveBeenCalled();
  });
});
