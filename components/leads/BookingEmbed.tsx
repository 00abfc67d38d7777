'use client';
import { useEffect, useRef, useState, type ReactNode } from 'react';
import { useHydrated } from '@/lib/hooks/use-hydrated';
import { ParsedEnd } from '@/components/ui/ParsedEnd';
import styles from './booking-embed.module.scss';

/** Once the frame has loaded, how long the booking service has to say hello before we call it unreachable. */
export const BOOKING_READY_GRACE_MS = 4_000;

/** A calendar whose frame has not even loaded by then is treated as unreachable. */
export const BOOKING_LOAD_TIMEOUT_MS = 15_000;

type State = 'loading' | 'ready' | 'failed';

interface BookingEmbedProps {
  url: string;
  title: string;
  loadingText: string;
  /** Shown in place of the calendar when it cannot load. */
  fallback: ReactNode;
  /** Other ways to book, shown while the calendar loads (and under it without JavaScript). */
  alternatives: ReactNode;
}

/**
 * The third-party booking calendar in a 750 px frame, reserved only while it loads. A frame's `load`
 * fires even for the browser's own error page, so the calendar counts as up only once its origin
 * posts a message (booking embeds announce themselves to their host page); otherwise the fallback
 * replaces the frame, so the visitor never faces a blank or broken box.
 */
export function BookingEmbed({ url, title, loadingText, fallback, alternatives }: BookingEmbedProps) {
  const hydrated = useHydrated();
  const [state, setState] = useState<State>('loading');
  const grace = useRef<ReturnType<typeof setTimeout>>(undefined);

  // Unless the calendar said it is up, its time is over.
  const giveUpIn = (ms: number) => {
    clearTimeout(grace.current);
    grace.current = setTimeout(() => setState((now) => (now === 'ready' ? now : 'failed')), ms);
  };

  useEffect(() => {
    giveUpIn(BOOKING_LOAD_TIMEOUT_MS);
    const origin = new URL(url).origin;
    const onMessage = (event: MessageEvent) => {
      if (event.origin === origin) setState((now) => (now === 'failed' ? now : 'ready'));
    };
    window.addEventListener('message', onMessage);
    return () => {
      window.removeEventListener('message', onMessage);
      clearTimeout(grace.current);
    };
  }, [url]);

  const onFrameLoad = () => giveUpIn(BOOKING_READY_GRACE_MS);

  if (state === 'failed') return fallback;
  const frame = <iframe className={styles.frame} src={url} title={title} onLoad={onFrameLoad} />;
  return (
    <div className={styles.box} data-state={state} aria-busy={state !== 'ready'}>
      {hydrated ? frame : <noscript>{frame}</noscript>}
      {state !== 'ready' && (
        <div className={styles.loading}>
          <p role="status" className={styles.status}>
            {loadingText}
          </p>
          {alternatives}
          <ParsedEnd />
        </div>
      )}
    </div>
  );
}
