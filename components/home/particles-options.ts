import type { ISourceOptions } from '@tsparticles/engine';

/** The spec's particle field (001 §9): 200 particles, 120 fps cap, links within 150 px, a click adds 4. */
export const HERO_PARTICLES: ISourceOptions = {
  fullScreen: { enable: false },
  fpsLimit: 120,
  detectRetina: true,
  pauseOnOutsideViewport: true,
  background: { color: { value: 'transparent' } },
  particles: {
    number: { value: 200, density: { enable: true } },
    color: { value: '#ffffff' },
    opacity: { value: { min: 0.25, max: 0.6 } },
    size: { value: { min: 1, max: 2.5 } },
    links: { enable: true, distance: 150, color: '#ffffff', opacity: 0.22, width: 1 },
    move: { enable: true, speed: 0.8, outModes: { default: 'bounce' } },
  },
  interactivity: {
    events: { onClick: { enable: true, mode: 'push' } },
    modes: { push: { quantity: 4 } },
  },
};
