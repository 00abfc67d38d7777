// Slides per view by viewport width, mobile first; shared by the static track (CSS) and slick (settings).

export interface PerViewStep {
  /** The smallest viewport width, in px, this step applies from; the first step starts at 0. */
  from: number;
  show: number;
  scroll?: number;
}
export type PerView = readonly PerViewStep[];

/** CSS that gives the static track its slide width at each width, before any JavaScript runs. */
export function perViewCss(carouselId: string, perView: PerView): string {
  const selector = `[data-carousel="${carouselId}"]`;
  return perView
    .map(({ from, show }) => {
      const rule = `${selector}{--per-view:${show}}`;
      return from > 0 ? `@media (min-width:${from}px){${rule}}` : rule;
    })
    .join('');
}

export function mediaQueries(perView: PerView): string[] {
  return perView.map(({ from }) => `(min-width: ${from}px)`);
}

/** Whether the slides overflow at some width, i.e. a slider is worth loading at all. */
export function overflows(slideCount: number, perView: PerView): boolean {
  return perView.some(({ show }) => slideCount > show);
}
