// How a figure and its rating read, in the terminal and the console alike.
import type { Metric } from './contract';
import type { Rating } from './thresholds';

export const RATING_WORDS: Record<Rating, string> = {
  good: 'good',
  'needs-improvement': 'needs improvement',
  poor: 'poor',
};

/** `1180 ms`, or CLS as a score: `0.01`. */
export const figureOf = (metric: Metric, value: number): string =>
  metric === 'CLS' ? String(Math.round(value * 1_000) / 1_000) : `${Math.round(value)} ms`;
