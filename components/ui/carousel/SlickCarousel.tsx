import { useEffect, useRef, useState, type ReactNode } from 'react';
import Slider, { type CustomArrowProps } from 'react-slick';
import { ChevronIcon } from '../ChevronIcon';
import styles from './carousel.module.scss';
import { UI_COPY } from '@/lib/copy/ui';

export interface SlickCarouselProps {
  show: number;
  scroll: number;
  autoplay?: number;
  dots: boolean;
  arrows: boolean;
  adaptiveHeight?: boolean;
  center?: boolean;
  speed: number;
  children: ReactNode;
}

function Arrow({ direction, className, onClick }: CustomArrowProps & { direction: 'left' | 'right' }) {
  return (
    <button
      type="button"
      className={`${className ?? ''} ${styles.arrow}`}
      onClick={onClick}
      aria-label={direction === 'left' ? UI_COPY.carousel.previous : UI_COPY.carousel.next}
    >
      <ChevronIcon direction={direction} />
    </button>
  );
}

/** Slides hidden by slick stay out of the tab order and the accessibility tree. */
function hideOffscreenSlides(container: HTMLElement | null) {
  container?.querySelectorAll('.slick-slide').forEach((slide) => {
    slide.toggleAttribute('inert', slide.getAttribute('aria-hidden') === 'true');
  });
}

/** The react-slick island, loaded on demand by Carousel. Every prop is defined: slick spreads
 * props over its defaults, so an `undefined` would replace a default and break its width maths. */
export function SlickCarousel({
  show,
  scroll,
  autoplay,
  dots,
  arrows,
  adaptiveHeight,
  center,
  speed,
  children,
}: SlickCarouselProps) {
  const container = useRef<HTMLDivElement>(null);
  const slider = useRef<Slider>(null);
  const [paused, setPaused] = useState(false);

  useEffect(() => hideOffscreenSlides(container.current));

  function togglePause() {
    if (paused) slider.current?.slickPlay();
    else slider.current?.slickPause();
    setPaused(!paused);
  }

  return (
    <div ref={container} className={styles.slick}>
      <Slider
        ref={slider}
        slidesToShow={show}
        slidesToScroll={scroll}
        infinite
        speed={speed}
        autoplay={Boolean(autoplay) && !paused}
        autoplaySpeed={autoplay ?? 0}
        pauseOnHover
        pauseOnFocus
        dots={dots}
        arrows={arrows}
        adaptiveHeight={Boolean(adaptiveHeight)}
        centerMode={Boolean(center)}
        centerPadding="0px"
        prevArrow={<Arrow direction="left" />}
        nextArrow={<Arrow direction="right" />}
        customPaging={(index) => <button type="button" aria-label={UI_COPY.carousel.goTo(index)} />}
        afterChange={() => hideOffscreenSlides(container.current)}
        onReInit={() => hideOffscreenSlides(container.current)}
      >
        {children}
      </Slider>
      {autoplay && (
        <button
          type="button"
          className={styles.pause}
          onClick={togglePause}
          aria-label={paused ? UI_COPY.carousel.play : UI_COPY.carousel.pause}
        >
          <svg viewBox="0 0 20 20" width="16" height="16" aria-hidden="true" focusable="false">
            {paused ? (
              <path d="M6 4v12l10-6z" fill="currentColor" />
            ) : (
              <path d="M5 4h3.5v12H5zM11.5 4H15v12h-3.5z" fill="currentColor" />
            )}
          </svg>
        </button>
      )}
    </div>
  );
}
