// Gathers the metrics web-vitals reports into page views, one per navigation, and hands each over once: when the
// page is hidden, or a while after the next (soft) navigation began, once the last view's metrics are final.
import { maxOf, type Connection, type Device, type LcpElement, type Metric, type VitalsView } from './contract';

/** One metric as web-vitals reported it, already named in the contract's words. */
export interface MetricReport {
  navigationId: number;
  navigation: VitalsView['navigation'];
  page: string;
  metric: Metric;
  value: number;
  lcpElement?: LcpElement;
}

interface CollectorOptions {
  send: (view: VitalsView) => void;
  /** The device and connection when a view's first metric arrives. */
  context: () => { device: Device; connection: Connection };
  /** Runs `flush` later; the leaving view's INP and CLS are final only after the next one began (web-vitals). */
  later: (flush: () => void) => void;
}

// Enough precision for a percentile, no more bytes than needed: ms to 0.1, CLS to 0.0001.
const rounded = (metric: Metric, value: number) =>
  metric === 'CLS' ? Math.round(value * 10_000) / 10_000 : Math.round(value * 10) / 10;

export function createViewCollector({ send, context, later }: CollectorOptions) {
  const open = new Map<number, VitalsView>();
  const sent = new Set<number>();
  let latest: number | undefined;

  function flush(keep?: number) {
    for (const [id, view] of open) {
      if (id === keep) continue;
      open.delete(id);
      sent.add(id);
      if (Object.keys(view.metrics).length) send(view);
    }
  }

  function record(report: MetricReport) {
    const { navigationId: id, metric, value } = report;
    // Once sent, a view is done: a later change (the tab shown again) is not sent twice.
    if (sent.has(id) || !Number.isFinite(value) || value < 0 || value > maxOf(metric)) return;
    let view = open.get(id);
    if (!view) {
      view = { page: report.page, ...context(), navigation: report.navigation, metrics: {} };
      open.set(id, view);
    }
    view.metrics[metric] = rounded(metric, value);
    if (report.lcpElement) view.lcpElement = report.lcpElement;
    if (latest !== undefined && id > latest) later(() => flush(id));
    if (latest === undefined || id > latest) latest = id;
  }

  return { record, flushAll: () => flush() };
}
