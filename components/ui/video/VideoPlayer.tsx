'use client';
import { useRef, useState, type ReactNode } from 'react';
import styles from './video-player.module.scss';
import { UI_COPY } from '@/lib/copy/ui';

interface VideoPlayerProps {
  title: string;
  poster: string;
  /** The poster as a server-rendered image, so this island does not carry next/image's client code. */
  cover: ReactNode;
  /** Without a source there is no video element, and pressing play only logs (spec 001 §8). */
  src?: string;
}

/** A cover with a play button; playing hides the cover and shows the native controls. */
export function VideoPlayer({ title, poster, cover, src }: VideoPlayerProps) {
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
          {cover}
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
