'use client';
import dynamic from 'next/dynamic';
import { useEffect, useState } from 'react';
import { useReducedMotion } from '@/lib/hooks/use-media-query';

const ParticlesCanvas = dynamic(() => import('./ParticlesCanvas'), { ssr: false });

/** Loads the particle engine only once the page is idle, and never under reduced motion. */
export function HeroParticles({ className }: { className?: string }) {
  const reducedMotion = useReducedMotion();
  const [idle, setIdle] = useState(false);

  useEffect(() => {
    if ('requestIdleCallback' in window) {
      const handle = window.requestIdleCallback(() => setIdle(true), { timeout: 3000 });
      return () => window.cancelIdleCallback(handle);
    }
    const timer = setTimeout(() => setIdle(true), 1500);
    return () => clearTimeout(timer);
  }, []);

  if (!idle || reducedMotion) return null;
  return <ParticlesCanvas className={className} />;
}
