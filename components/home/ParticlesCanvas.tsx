import type { Container } from '@tsparticles/engine';
import { Particles, ParticlesProvider } from '@tsparticles/react';
import { useCallback, useEffect, useRef } from 'react';
import { loadHeroEngine } from './load-hero-engine';
import { HERO_PARTICLES } from './particles-options';

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
    <ParticlesProvider init={loadHeroEngine}>
      <Particles id="hero-particles" options={HERO_PARTICLES} particlesLoaded={onLoaded} />
    </ParticlesProvider>
  );
}
