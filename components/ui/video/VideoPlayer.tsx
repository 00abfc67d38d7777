'use client';
import Image from 'next/image';
import { useRef, useState } from 'react';
import { media } from '@/lib/breakpoints';
import styles from './video-player.module.scss';
import { UI_COPY } from '@/lib/copy/ui';

interface VideoPlayerProps {
  title: string;
  poster: string;
  /** Without a source there is no video element, and pressing play only logs (spec 001 §8). */
  src?: string;
}

/** A cover with a play button; playing hides the cover and shows the native controls. */
export function VideoPlayer({ title, poster, src }: VideoPlayerProps) {
  const video = useRef<HTMLVideoElement>(null);
  const [playing, setPlaying] = useState(false);

  function play() {
    const element = video.current;
    if (!element) {
      console.error('Video element not found.');
      return;
    }
    setPlaying(true);
    element.play().catch((error: unknown) => console.error('Video could not start:', error));
  }

  return (
    <div className={styles.player}>
      {src && (
        <video
          ref={video}
          className={styles.video}
          src={src}
          poster={poster}
          preload="none"
          playsInline
          controls={playing}
          aria-label={title}
        />
      )}
      {!playing && (
        <button type="button" className={styles.cover} onClick={play}>
          <Image src={poster} alt="" fill sizes={`${media.below('tablet')} 100vw, 960px`} className={styles.poster} />
          <span className={styles.play} aria-hidden="true">
            <svg viewBox="0 0 24 24" width="28" height="28">
              <path d="M8 5v14l11-7z" fill="currentColor" />
            </svg>
          </span>
          <span className="visually-hidden">{UI_COPY.playVideo(title)}</span>
        </button>
      )}
    </div>
  );
}
