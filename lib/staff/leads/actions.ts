'use server';
// The lead inbox's actions, for sales and admins (checked here, whatever the page showed): release a lead the spam
// checks refused, retry one now, and erase a person. Each is audited; an erasure records who and when, never whom.
import { refresh } from 'next/cache';
import { redirect } from 'next/navigation';
import { eraseAlertsFor, raiseAlertsFor } from '@/lib/alerts/runtime';
import { leadQueue } from '@/lib/leads/runtime';
import { personOf } from '@/lib/leads/lead-query';
import { bareAddressOf } from '@/lib/leads/person-address';
import type { ActionNote } from '../action-note';
import { recordAudit } from '../audit/audit';
import { ERASE_LIMITS, erasureNote, erasureParams, isEmailToErase, type Erasure } from './lead-erase';
import { eraseQuotesInCms } from './quote-erase';
import { SCREENS } from '../screens';
import { requireScreen } from '../session';

const LEAD_ID = /^[A-Za-z0-9-]{1,64}$/;
const idOf = (data: FormData) => {
  const id = data.get('id');
  return typeof id === 'string' && LEAD_ID.test(id) ? id : null;
};
const GONE: ActionNote = { ok: false, message: 'That lead is no longer here: it may have been erased or deleted.' };

/** "Not spam: deliver it": a rejected lead goes to its target like any other. */
export async function releaseLeadAction(_previous: ActionNote, data: FormData): Promise<ActionNote> {
  const who = await requireScreen(SCREENS.leads);
  const id = idOf(data);
  const released = id !== null && (await leadQueue().requeue(id, 'rejected', Date.now()));
  await recordAudit({
    who,
    action: 'lead.release',
    target: `lead ${id ?? '?'}`,
    result: released ? 'released' : 'none',
  });
  if (!released) return GONE;
  // A released lead is accepted now: sales hears of it as of any other.
  const lead = await leadQueue().get(id);
  if (lead) await raiseAlertsFor(lead);
  // The button goes with the lead's new state, so the page says what happened.
  redirect(`/staff/leads/${id}?done=released`);
}

/** "Retry now": a lead held for a person back with a fresh 72 h, or a retrying one tried at once. */
export async function retryLeadAction(_previous: ActionNote, data: FormData): Promise<ActionNote> {
  const who = await requireScreen(SCREENS.leads);
  const id = idOf(data);
  const lead = id ? await leadQueue().get(id) : null;
  const now = Date.now();
  const retried =
    lead?.state === 'dead'
      ? await leadQueue().requeue(lead.id, 'dead', now)
      : lead?.state === 'pending' && (await leadQueue().dueNow(lead.id, now));
  await recordAudit({ who, action: 'lead.retry', target: `lead ${id ?? '?'}`, result: retried ? 'due now' : 'none' });
  if (!retried) return lead ? { ok: false, message: 'It is not waiting for a retry.' } : GONE;
  redirect(`/staff/leads/${lead!.id}?done=retried`);
}

/** "Erase this person", by address (the inbox) or by one of their leads (its page, which then leaves). */
export async function eraseLeadPersonAction(_previous: ActionNote, data: FormData): Promise<ActionNote> {
  const who = await requireScreen(SCREENS.leads);
  const id = idOf(data);
  const typed = data.get('email');
  const email = id
    ? bareAddressOf(personOf((await leadQueue().get(id))?.fields ?? {}).email)
    : typeof typed === 'string' && typed.length <= ERASE_LIMITS.email
      ? typed.trim()
      : '';
  if (!isEmailToErase(email))
    return id ? GONE : { ok: false, message: 'Enter the address to erase, like ana@example.com.' };
  const ids = await leadQueue().erase(email, Date.now());
  const alerts = await eraseAlertsFor(ids);
  // The content API keeps its own copy of each quote delivered to it.
  const cms = await eraseQuotesInCms(email);
  const erasure: Erasure = { leads: ids.length, alerts, quotes: cms.ok ? cms.value.erased : null };
  const result = `${ids.length} lead(s), ${cms.ok ? `${cms.value.erased} quote(s)` : 'quotes not reached'}`;
  await recordAudit({ who, action: 'lead.erase', target: 'a person (not recorded)', result });
  if (id) redirect(`/staff/leads?${erasureParams(erasure)}`);
  refresh();
  return { ok: cms.ok, message: erasureNote(erasure, email, cms.ok ? undefined : cms.message) };
}
