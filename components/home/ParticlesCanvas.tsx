import type { Container, Engine } from '@tsparticles/engine';
import { Particles, ParticlesProvider } from '@tsparticles/react';
import { useCallback, useEffect, useRef } from 'react';
import { HERO_PARTICLES } from './particles-options';

// Stable across renders, as ParticlesProvider requires.
async function loadEngine(engine: Engine) {
  const { loadSlim } = await import('@tsparticles/slim');
  await loadSlim(engine);
}

/** The particle field itself; it pauses its animation loop whenever `running` turns false. */
export default function ParticlesCanvas({ running }: { running: boolean }) {
  const container = useRef<Container | undefined>(undefined);
  const runningNow = useRef(running);

  const onLoaded = useCallback((loaded?: Container) => {
    container.current = loaded;
    if (!runningNow.current) loaded?.pause();
  }, []);

  useEffect(() => {
    runningNow.current = running;
    if (running) container.current?.play();
    else container.current?.pause();
  }, [running]);

  return (
    <ParticlesProvider init={loadEngine}>
      <Particles id="hero-particles" options={HERO_PARTICLES} particlesLoaded={onLoaded} />
    </ParticlesProvider>
  );
}
