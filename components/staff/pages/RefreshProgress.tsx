'use client';
import { useEffect, useRef, useState } from 'react';
import { readFeed } from '@/lib/staff/pages/feed';
import type { RefreshStart } from '@/lib/staff/pages/refresh';
import { TechnicalDetails } from '@/components/staff/TechnicalDetails';
import { stepDetails, stepWords, type Outcome, type TimedStep } from '@/lib/staff/pages/refresh-words';
import { duration } from '@/lib/staff/when';
import { count } from '@/lib/text/count';
import styles from './pages.module.scss';

/** The result in words; focus moves to it, so a keyboard or screen reader user hears it at once. */
export function RefreshResult({ outcome }: { outcome: Outcome }) {
  const result = useRef<HTMLParagraphElement>(null);
  useEffect(() => result.current?.focus(), []);
  return (
    <p ref={result} tabIndex={-1} className={styles.result} data-ok={String(outcome.ok)} data-testid="refresh-result">
      {outcome.words}
    </p>
  );
}

/** Each step as the server sends it, then the result. */
export function RefreshProgress({
  start,
  onDone,
}: {
  start: Extract<RefreshStart, { kind: 'started' }>;
  onDone: () => void;
}) {
  const [steps, setSteps] = useState<TimedStep[]>([]);
  const [outcome, setOutcome] = useState<Outcome | null>(null);
  useEffect(() => {
    let shown = true;
    void (async () => {
      for await (const step of readFeed(start.steps)) if (shown) setSteps((earlier) => [...earlier, step]);
      const words = await start.outcome;
      if (shown) setOutcome(words);
      onDone();
    })();
    return () => {
      shown = false;
    };
  }, [start, onDone]);
  return (
    <>
      <div role="log" aria-label="Steps">
        <ol className={styles.steps}>
          {steps.map((step, index) => (
            <li key={index}>
              {stepWords(step)} <span className={styles.family}>+{duration(step.ms)}</span>
              {stepDetails(step) && <TechnicalDetails>{stepDetails(step)}</TechnicalDetails>}
            </li>
          ))}
        </ol>
      </div>
      {outcome ? <RefreshResult outcome={outcome} /> : <p role="status">Refreshing {count(start.pages, 'page')}…</p>}
    </>
  );
}
