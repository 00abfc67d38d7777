// @vitest-environment node
// Metrics become page views, each sent once: on hide, or after the next navigation has settled.
import { describe, expect, it } from 'vitest';
import type { VitalsView } from '@/lib/vitals/contract';
import { createViewCollector, type MetricReport } from '@/lib/vitals/view-collector';

function collector() {
  const sent: VitalsView[] = [];
  const pending: (() => void)[] = [];
  const views = createViewCollector({
    send: (view) => sent.push(view),
    context: () => ({ device: 'phone', connection: '4g' }),
    later: (flush) => pending.push(flush),
  });
  return { sent, pending, views };
}
const first = (metric: MetricReport['metric'], value: number, extra: Partial<MetricReport> = {}): MetricReport => ({
  navigationId: 1,
  navigation: 'first',
  page: '/',
  metric,
  value,
  ...extra,
});
const client = (metric: MetricReport['metric'], value: number) =>
  first(metric, value, { navigationId: 2, navigation: 'client', page: '/blog-details/[slug]' });

describe('the view collector', () => {
  it('sends a view once, when the page is hidden, with rounded values', () => {
    const { sent, views } = collector();
    views.record(first('TTFB', 120.04));
    views.record(first('LCP', 1234.56, { lcpElement: 'image' }));
    views.record(first('CLS', 0.012345));
    views.flushAll();
    views.record(first('INP', 300));
    views.flushAll();
    expect(sent).toEqual([
      {
        page: '/',
        device: 'phone',
        connection: '4g',
        navigation: 'first',
        metrics: { TTFB: 120, LCP: 1234.6, CLS: 0.0123 },
        lcpElement: 'image',
      },
    ]);
  });

  it('sends the first view after a client navigation has settled, and the new one on hide', () => {
    const { sent, pending, views } = collector();
    views.record(first('FCP', 900));
    views.record(client('FCP', 50));
    // web-vitals finishes the leaving view when the browser is next idle: it still counts.
    views.record(first('INP', 80));
    expect(sent).toEqual([]);
    pending.forEach((flush) => flush());
    expect(sent.map((view) => [view.page, view.navigation, view.metrics])).toEqual([
      ['/', 'first', { FCP: 900, INP: 80 }],
    ]);
    views.flushAll();
    expect(sent.map((view) => [view.page, view.navigation])).toEqual([
      ['/', 'first'],
      ['/blog-details/[slug]', 'client'],
    ]);
  });

  it('drops values the endpoint would refuse', () => {
    const { sent, views } = collector();
    views.record(first('LCP', 200_000));
    views.record(first('CLS', Number.NaN));
    views.record(first('INP', -1));
    views.flushAll();
    expect(sent).toEqual([]);
  });
});
