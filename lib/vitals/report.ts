// The browser's side, loaded after the page has painted and gone idle (lib/vitals/start.ts): observes the page's
// Web Vitals, soft navigations included, and sends each view once with sendBeacon (docs/field-data.md).
import { onCLS, onFCP, onINP, onLCP, onTTFB, type LCPMetric, type MetricType } from 'web-vitals';
import { CONNECTIONS, type Connection } from './contract';
import { deviceOf } from './device';
import { pagePatternOf } from './page-pattern';
import { createViewCollector } from './view-collector';

const ENDPOINT = '/api/vitals';
export const REPORTING_MARK = 'vitals-reporting';
// Long enough for web-vitals to finish the leaving view (it does so when the browser is next idle).
const SETTLE_MS = 3_000;

function connection(): Connection {
  const type = (navigator as { connection?: { effectiveType?: string } }).connection?.effectiveType;
  return (CONNECTIONS as readonly string[]).includes(type ?? '') ? (type as Connection) : 'unknown';
}

/** An image (its URL: an img, a background, a poster) or else text. */
const lcpElementOf = (metric: LCPMetric) => (metric.entries.at(-1)?.url ? 'image' : 'text');

export function reportVitals(): void {
  const collector = createViewCollector({
    send: (view) => navigator.sendBeacon(ENDPOINT, new Blob([JSON.stringify(view)], { type: 'application/json' })),
    context: () => ({ device: deviceOf(window.innerWidth), connection: connection() }),
    later: (flush) => setTimeout(flush, SETTLE_MS),
  });
  const record = (metric: MetricType) =>
    collector.record({
      navigationId: metric.navigationId,
      navigation: metric.navigationType === 'soft-navigation' ? 'client' : 'first',
      page: pagePatternOf(new URL(metric.navigationURL ?? location.href, location.href).pathname),
      metric: metric.name,
      value: metric.value,
      lcpElement: metric.name === 'LCP' ? lcpElementOf(metric) : undefined,
    });
  // Every change, not only the final value: a client view is sent 3 s after the next began, whatever came by then.
  const options = { reportSoftNavs: true, reportAllChanges: true };
  onTTFB(record, options);
  onFCP(record, options);
  onLCP(record, options);
  onCLS(record, options);
  onINP(record, options);
  // Not on pagehide, which comes first: web-vitals hands over the interactions it holds for an idle moment (INP) only
  // in its window-level capture listener of this event, which runs before this one on the document.
  document.addEventListener('visibilitychange', () => document.visibilityState === 'hidden' && collector.flushAll());
  // From here on every view is reported: a bench or test waits for this mark before it clicks.
  performance.mark(REPORTING_MARK);
}
