import 'server-only';
// What every lead form does once a lead has passed its own rules: screen it, then store it durably before the
// visitor is thanked. A flood's posts (honeypot, rate limit) are kept small: a few a hour per address, each field
// cut, the rest only counted, so no stranger can fill the disk that every later lead needs (docs/leads.md).
import { captureLead, countRejected } from '@/lib/leads/runtime';
import type { LeadFields, NewLead } from '@/lib/leads/lead';
import { isFlood, screenSubmission, type Submission } from './screen';

/** A flood keeps this many records per address and hour, enough to find and release a person caught in it. */
export const FLOOD_RECORDS_PER_HOUR = 20;
/** A flood's record keeps this much of each field: enough for a person to recognise a lead. */
export const FLOOD_FIELD_CHARS = 200;

const clipped = (fields: LeadFields): LeadFields =>
  Object.fromEntries(
    Object.entries(fields).map(([name, value]) => [
      name,
      Array.isArray(value) ? value.map((item) => item.slice(0, FLOOD_FIELD_CHARS)) : value.slice(0, FLOOD_FIELD_CHARS),
    ]),
  );

/** Screens and stores the lead; throws only when it could not be stored (the visitor is then asked to try again). */
export async function screenAndStore(lead: Omit<NewLead, 'id' | 'rejectedFor'>, submission: Submission) {
  const { reason, address } = await screenSubmission(submission);
  if (!isFlood(reason)) return void (await captureLead({ ...lead, ...(reason && { rejectedFor: reason }) }));
  if (countRejected(address) > FLOOD_RECORDS_PER_HOUR) return;
  await captureLead({ ...lead, fields: clipped(lead.fields), rejectedFor: reason });
}
