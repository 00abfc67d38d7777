import type { Engine } from '@tsparticles/engine';
import { Particles, ParticlesProvider } from '@tsparticles/react';
import { HERO_PARTICLES } from './particles-options';

// Stable across renders, as ParticlesProvider requires.
async function loadEngine(engine: Engine) {
  const { loadSlim } = await import('@tsparticles/slim');
  await loadSlim(engine);
}

/** The particle field itself; ParticlesProvider renders it only once the engine has loaded. */
export default function ParticlesCanvas({ className }: { className?: string }) {
  return (
    <ParticlesProvider init={loadEngine}>
      <Particles id="hero-particles" className={className} options={HERO_PARTICLES} />
    </ParticlesProvider>
  );
}
