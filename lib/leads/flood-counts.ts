// A flood's refused posts counted per address and hour in this process, and added to the queue's table once a
// minute: a write per post would itself be the flood's load on the disk (each commit is a page of the journal).
import { hourOf, type RejectedCount } from './queue';

/** Past it, the counts are saved and forgotten early: a flood from many addresses cannot grow this map. */
const MAX_TRACKED = 10_000;
const FLUSH_EVERY_MS = 60_000;

export function createFloodCounter(save: (counts: RejectedCount[]) => Promise<void>, log = console) {
  const counts = new Map<string, RejectedCount & { unsaved: number }>();
  let timer: NodeJS.Timeout | null = null;

  async function flush(now = Date.now()): Promise<void> {
    if (timer) clearTimeout(timer);
    timer = null;
    const unsaved = [...counts.values()]
      .filter((entry) => entry.unsaved > 0)
      .map((entry) => ({ hour: entry.hour, address: entry.address, count: entry.unsaved }));
    for (const entry of counts.values()) entry.unsaved = 0;
    for (const [key, entry] of counts) if (entry.hour < hourOf(now)) counts.delete(key);
    if (!unsaved.length) return;
    await save(unsaved).catch((error: unknown) =>
      log.error(`Lead flood counts could not be saved (${unsaved.length} addresses):`, error),
    );
  }

  return {
    /** Counts one post from `address`; answers how many it sent in this hour, this one included. */
    hit(address: string, now = Date.now()): number {
      const hour = hourOf(now);
      const key = `${hour}|${address}`;
      const entry = counts.get(key) ?? { hour, address, count: 0, unsaved: 0 };
      entry.count += 1;
      entry.unsaved += 1;
      counts.set(key, entry);
      if (counts.size > MAX_TRACKED) void flush(now).then(() => counts.clear());
      else timer ??= setTimeout(() => void flush(), FLUSH_EVERY_MS).unref();
      return entry.count;
    },
    flush,
  };
}
