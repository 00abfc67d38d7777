// With REDIS_URL, a lead the shared queue does not take at once goes to this instance's journal on local disk, so
// the visitor is thanked in the usual time whatever is down; a handoff moves each one to the shared queue by its
// id once Redis answers (a job id BullMQ already holds is not added twice), then forgets it (docs/leads.md).
import { withTimeout } from '@/lib/health/check';
import type { Lead, NewLead } from './lead';
import { pageOf } from './lead-query';
import type { ClaimingQueue, LeadQueue } from './queue';
import { repeatPass } from './repeat-pass';
import { throttled } from './throttled';

/** Far above a healthy Redis's answer; short enough that the visitor, thanked after the local write, never waits. */
export const SHARED_STORE_TIMEOUT_MS = 1_000;
const HANDOFF_EVERY_MS = 1_000;
const HANDOFF_BATCH = 50;

const asNew = (lead: Lead): NewLead => ({
  id: lead.id,
  formId: lead.formId,
  fields: lead.fields,
  pageUrl: lead.pageUrl,
  attribution: lead.attribution,
  privacyNoticeDate: lead.privacyNoticeDate,
  ...(lead.reason ? { rejectedFor: lead.reason } : {}),
});

export function withLocalFallback(shared: LeadQueue, local: ClaimingQueue, log = console): LeadQueue {
  const sharedWithin = <T>(work: () => Promise<T>) => withTimeout(work, SHARED_STORE_TIMEOUT_MS);
  const warnKept = throttled((error: unknown) =>
    log.warn(`Lead queue: Redis did not take a lead (${String(error)}); kept on this instance's disk until it does.`),
  );

  /** Moves what waits on the local disk to the shared queue, oldest first; stops at the first refusal. */
  async function handOff(): Promise<void> {
    let moved = 0;
    try {
      for (const state of ['pending', 'rejected'] as const) {
        for (const lead of await local.list(state, HANDOFF_BATCH)) {
          await sharedWithin(() => shared.add(asNew(lead), lead.createdAt));
          await local.remove(lead.id);
          moved += 1;
        }
      }
    } finally {
      // A lead now in Redis leaves no copy here: erasing it there is then erasing it everywhere.
      if (moved) await local.wipeRemoved();
    }
  }

  return {
    ...shared,
    async add(lead, now = Date.now()) {
      try {
        await sharedWithin(() => shared.add(lead, now));
      } catch (error) {
        warnKept(error);
        await local.add(lead, now);
      }
    },
    // What waits on this disk is shown and acted on too: a lead is in one place or the other.
    get: async (id) => (await shared.get(id)) ?? local.get(id),
    requeue: async (id, from, now) => (await shared.requeue(id, from, now)) || local.requeue(id, from, now),
    dueNow: async (id, now) => (await shared.dueNow(id, now)) || local.dueNow(id, now),
    async search(query) {
      const firstPages = { ...query, offset: 0, limit: query.offset + query.limit };
      const [mine, theirs] = await Promise.all([local.search(firstPages), shared.search(firstPages)]);
      const merged = pageOf([...mine.leads, ...theirs.leads], query);
      return { leads: merged.leads, total: mine.total + theirs.total };
    },
    async erase(email, now) {
      return [...(await shared.erase(email, now)), ...(await local.erase(email, now))];
    },
    async addRejectedCounts(counts) {
      await sharedWithin(() => shared.addRejectedCounts(counts)).catch(() => local.addRejectedCounts(counts));
    },
    async stats(now) {
      const [stats, kept] = await Promise.all([shared.stats(now), local.stats(now)]);
      return { ...stats, onLocalDisk: kept.pending + kept.rejected };
    },
    startDelivery(options) {
      const stopShared = shared.startDelivery(options);
      // A refusal is the outage itself: the next pass tries again.
      const stopHandOff = repeatPass(handOff, HANDOFF_EVERY_MS, () => {});
      return async () => {
        await stopHandOff();
        await stopShared();
      };
    },
    async close() {
      await Promise.all([shared.close(), local.close()]);
    },
  };
}
