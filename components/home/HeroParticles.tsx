'use client';
import dynamic from 'next/dynamic';
import { useRef, useState } from 'react';
import { useReducedMotion } from '@/lib/hooks/use-media-query';
import { useIdle, useOnScreen, usePageVisible } from './use-page-activity';

const ParticlesCanvas = dynamic(() => import('./ParticlesCanvas'), { ssr: false });

/**
 * The hero's particle field, kept off the critical path: the engine loads only after the page is idle
 * and while the hero is on screen, runs only while the hero is on screen and the tab is visible,
 * and never loads under reduced motion.
 */
export function HeroParticles({ className }: { className?: string }) {
  const box = useRef<HTMLDivElement>(null);
  const reducedMotion = useReducedMotion();
  const idle = useIdle();
  const onScreen = useOnScreen(box);
  const pageVisible = usePageVisible();
  const [started, setStarted] = useState(false);

  // Once started it stays mounted (paused when off screen), so scrolling back does not reload the engine.
  if (!started && idle && onScreen && pageVisible && !reducedMotion) setStarted(true);

  return (
    <div ref={box} className={className} aria-hidden="true">
      {started && !reducedMotion && <ParticlesCanvas running={onScreen && pageVisible} />}
    </div>
  );
}
