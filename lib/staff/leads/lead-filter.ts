// The lead inbox's filter, read from its address (a GET form, so a filtered view is a link and works without
// JavaScript): each value bounded and only known forms and states kept; anything else is ignored.
import { isLeadFormId, type LeadFormId } from '@/lib/forms/definitions';
import { isLeadState, type LeadState } from '@/lib/leads/lead';
import type { LeadQuery } from '@/lib/leads/lead-query';
import type { SearchParams } from '../record-filter';
import { dayStartIn, knownZone } from '../zone-day';

export const LEADS_PER_PAGE = 25;
const DATE = /^\d{4}-\d{2}-\d{2}$/;
const MAX_PAGE = 10_000;

export interface LeadFilter {
  form: LeadFormId | '';
  state: LeadState | '';
  /** Days (YYYY-MM-DD) in `zone`, both included. */
  from: string;
  to: string;
  /** The browser's time zone, which the form sends with the days ('' without JavaScript: UTC). */
  zone: string;
  campaign: string;
  /** Part of a name, email, phone, company or campaign field (lib/leads/lead-query.ts). */
  q: string;
  page: number;
}

const one = (value: string | string[] | undefined, max: number) =>
  typeof value === 'string' ? value.slice(0, max).trim() : '';
const day = (value: string | string[] | undefined) => {
  const text = one(value, 10);
  return DATE.test(text) && !Number.isNaN(Date.parse(`${text}T00:00:00Z`)) ? text : '';
};

export function readLeadFilter(params: SearchParams): LeadFilter {
  const form = one(params.form, 32);
  const state = one(params.state, 16);
  const page = Number(one(params.page, 6));
  return {
    form: isLeadFormId(form) ? form : '',
    state: isLeadState(state) ? state : '',
    from: day(params.from),
    to: day(params.to),
    zone: knownZone(one(params.zone, 64)),
    campaign: one(params.campaign, 255),
    q: one(params.q, 254),
    page: Number.isSafeInteger(page) && page >= 1 && page <= MAX_PAGE ? page : 1,
  };
}

/** The queue's query for the filter's page (`limit` of every match for the export). */
export function leadQueryOf(filter: LeadFilter, limit = LEADS_PER_PAGE): LeadQuery {
  return {
    ...(filter.form && { formId: filter.form }),
    ...(filter.state && { state: filter.state }),
    ...(filter.from && { from: dayStartIn(filter.from, filter.zone) }),
    ...(filter.to && { to: dayStartIn(filter.to, filter.zone, 1) }),
    ...(filter.campaign && { campaign: filter.campaign }),
    ...(filter.q && { search: filter.q }),
    offset: limit === LEADS_PER_PAGE ? (filter.page - 1) * LEADS_PER_PAGE : 0,
    limit,
  };
}

/** The filter as an address's query (empty values left out), at `page`. */
export function leadFilterParams(filter: LeadFilter, page = 1): URLSearchParams {
  const { page: _page, ...values } = filter;
  const params = new URLSearchParams(Object.entries(values).filter(([, value]) => value !== ''));
  if (page > 1) params.set('page', String(page));
  return params;
}
