// One delivery attempt of one lead, and what its answer means.
import type { AttributionFieldMapping } from '@site/shared/crm-attribution';
import { LEAD_FORM_DEFINITIONS } from '@/lib/forms/definitions';
import { LEAD_ID_FIELD, type Lead } from './lead';

export type Outcome = { kind: 'delivered' } | { kind: 'retry'; error: string } | { kind: 'dead'; error: string };

export interface DeliveryTargets {
  crmUrl: string;
  quoteUrl: string;
  /** The content API stores a quote only with the site's bearer token. */
  quoteToken?: string;
  timeoutMs: number;
  /** CRM_ATTRIBUTION_FIELDS: the CRM fields a CRM lead's attribution is sent in (none for a quote). */
  crmAttributionFields?: readonly AttributionFieldMapping[];
}

/** 2xx or 3xx (web-to-lead answers with a redirect to returnURL): delivered. 4xx: a retry cannot fix it. */
export function outcomeOf(status: number): Outcome {
  if (status >= 200 && status < 400) return { kind: 'delivered' };
  if (status >= 400 && status < 500) return { kind: 'dead', error: `HTTP ${status}` };
  return { kind: 'retry', error: `HTTP ${status}` };
}

/**
 * The lead's fields form-encoded, a repeated field once per value, each mapped part of its attribution that it has,
 * and the lead id the target dedupes on.
 */
export function leadBody(
  lead: Pick<Lead, 'id' | 'fields'> & Partial<Pick<Lead, 'attribution'>>,
  attributionFields: readonly AttributionFieldMapping[] = [],
): URLSearchParams {
  const body = new URLSearchParams();
  for (const [name, value] of Object.entries(lead.fields)) {
    for (const item of [value].flat()) body.append(name, item);
  }
  for (const { touch, key, field } of attributionFields) {
    const value = lead.attribution?.[touch][key];
    if (value) body.set(field, value);
  }
  body.set(LEAD_ID_FIELD, lead.id);
  return body;
}

/** POSTs the lead to its target without following a redirect; a timeout or refused connection is retryable. */
export async function deliverLead(lead: Lead, targets: DeliveryTargets, send: typeof fetch = fetch): Promise<Outcome> {
  const quote = LEAD_FORM_DEFINITIONS[lead.formId].receiver === 'content-api';
  try {
    const response = await send(quote ? targets.quoteUrl : targets.crmUrl, {
      method: 'POST',
      headers: {
        'content-type': 'application/x-www-form-urlencoded',
        accept: 'application/json',
        ...(quote && targets.quoteToken ? { authorization: `Bearer ${targets.quoteToken}` } : {}),
      },
      body: leadBody(lead, quote ? [] : targets.crmAttributionFields).toString(),
      redirect: 'manual',
      cache: 'no-store',
      signal: AbortSignal.timeout(targets.timeoutMs),
    });
    await response.body?.cancel();
    return outcomeOf(response.status);
  } catch (error) {
    return { kind: 'retry', error: error instanceof Error ? `${error.name}: ${error.message}` : String(error) };
  }
}

/** Whether anything answers at `url` with less than a 5xx: a cheap HEAD, which the target may refuse with a 404. */
export async function targetAnswers(url: string, timeoutMs: number, send: typeof fetch = fetch): Promise<boolean> {
  try {
    const response = await send(url, { method: 'HEAD', redirect: 'manual', signal: AbortSignal.timeout(timeoutMs) });
    return response.status < 500;
  } catch {
    return false;
  }
}
