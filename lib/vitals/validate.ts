// A beacon's body checked against the contract (lib/vitals/contract.ts): known keys only, bounded values.
import { z } from 'zod';
import { CONNECTIONS, DEVICES, LCP_ELEMENTS, METRICS, NAVIGATIONS, maxOf, type VitalsView } from './contract';
import { parseJsonBody } from '../json-body';
import { PAGE_PATTERNS } from './page-pattern';

const value = (max: number) => z.number().min(0).max(max);

const metricsSchema = z
  .strictObject(Object.fromEntries(METRICS.map((metric) => [metric, value(maxOf(metric)).optional()])))
  .refine((metrics) => Object.values(metrics).some((entry) => entry !== undefined), 'no metric');

const viewSchema = z.strictObject({
  // Bounded before the set is asked, so no long string is ever looked up.
  page: z
    .string()
    .max(100)
    .refine((page) => PAGE_PATTERNS.has(page), 'unknown page'),
  device: z.enum(DEVICES),
  connection: z.enum(CONNECTIONS),
  navigation: z.enum(NAVIGATIONS),
  metrics: metricsSchema,
  lcpElement: z.enum(LCP_ELEMENTS).optional(),
});

export type ParsedView = { ok: true; view: VitalsView } | { ok: false; reason: string };

/** The view in `text`, or a short reason it is refused (the first problem, e.g. `metrics.LCP: too big`). */
export function parseView(text: string): ParsedView {
  const parsed = parseJsonBody(viewSchema, text);
  return parsed.ok ? { ok: true, view: parsed.value as VitalsView } : parsed;
}
