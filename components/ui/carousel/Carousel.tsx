'use client';
import 'slick-carousel/slick/slick.css';
import {
  Children,
  startTransition,
  useEffect,
  useId,
  useMemo,
  useRef,
  useState,
  type ComponentType,
  type ReactNode,
} from 'react';
import { afterLoadIdle } from '@/lib/hooks/after-load-idle';
import { useReducedMotion } from '@/lib/hooks/use-media-query';
import { mediaQueries, overflows, perViewCss, type PerView } from './per-view';
import type { SlickCarouselProps } from './SlickCarousel';
import { useStepIndex } from './use-step-index';
import styles from './carousel.module.scss';
import { UI_COPY } from '@/lib/copy/ui';

export interface CarouselProps {
  /** Names the carousel region for assistive tech. */
  label: string;
  perView: PerView;
  children: ReactNode;
  /** Milliseconds between automatic moves; off under prefers-reduced-motion. */
  autoplay?: number;
  dots?: boolean;
  arrows?: boolean;
  adaptiveHeight?: boolean;
  center?: boolean;
  speed?: number;
  className?: string;
}

type SetSlick = (slick: () => ComponentType<SlickCarouselProps>) => void;

/**
 * Loads react-slick after the page's load event, apart from hydration, and renders it as a transition, which React
 * splits into short tasks; the static track stays in place until it is ready.
 */
function loadSlickInto(setSlick: SetSlick) {
  import('./SlickCarousel')
    .then((module) => startTransition(() => setSlick(() => module.SlickCarousel)))
    .catch((error: unknown) => console.error('The carousel script failed to load; slides stay static.', error));
}

/**
 * Server HTML shows the slides in a static track at their final size (CLS 0, crawlable);
 * react-slick loads only when the carousel nears the viewport and the page has loaded, and takes over the same box.
 */
export function Carousel({
  label,
  perView,
  children,
  autoplay,
  dots = true,
  arrows = true,
  adaptiveHeight,
  center,
  speed = 500,
  className,
}: CarouselProps) {
  const id = useId();
  const root = useRef<HTMLElement>(null);
  const [Slick, setSlick] = useState<ComponentType<SlickCarouselProps> | null>(null);
  const queries = useMemo(() => mediaQueries(perView), [perView]);
  const step = useStepIndex(queries);
  const reducedMotion = useReducedMotion();
  const slides = Children.toArray(children);
  const needsSlider = overflows(slides.length, perView);

  useEffect(() => {
    const element = root.current;
    if (!needsSlider || Slick || !element) return;
    let cancelLoad = () => {};
    const observer = new IntersectionObserver(
      (entries) => {
        if (!entries.some((entry) => entry.isIntersecting)) return;
        observer.disconnect();
        cancelLoad = afterLoadIdle(() => loadSlickInto(setSlick));
      },
      { rootMargin: '200px' },
    );
    observer.observe(element);
    return () => {
      observer.disconnect();
      cancelLoad();
    };
  }, [needsSlider, Slick]);

  const wrapped = slides.map((slide, index) => (
    <div
      key={index}
      className={styles.slide}
      role="group"
      aria-roledescription={UI_COPY.carousel.slideRole}
      aria-label={UI_COPY.carousel.slideOf(index, slides.length)}
    >
      {slide}
    </div>
  ));
  const current = perView[step];

  return (
    <section
      ref={root}
      className={`${styles.carousel} ${className ?? ''}`}
      aria-roledescription={UI_COPY.carousel.role}
      aria-label={label}
      data-carousel={id}
    >
      <style href={`carousel-${id}`} precedence="default">
        {perViewCss(id, perView)}
      </style>
      {Slick && current ? (
        <Slick
          show={current.show}
          scroll={current.scroll ?? 1}
          autoplay={reducedMotion ? undefined : autoplay}
          dots={dots}
          arrows={arrows}
          adaptiveHeight={adaptiveHeight}
          center={center}
          speed={speed}
        >
          {wrapped}
        </Slick>
      ) : (
        <>
          <div className={styles.viewport}>
            <div className={`${styles.track} ${center ? styles.centered : ''}`}>{wrapped}</div>
          </div>
          {dots && needsSlider && <div className={styles.dotsReserve} aria-hidden="true" />}
        </>
      )}
    </section>
  );
}
