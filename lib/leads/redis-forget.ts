// After an erasure with REDIS_URL, what Redis keeps on disk is remade from what it holds now: its append-only file
// logs every command (a lead's job data among them) until it is rewritten, and a snapshot keeps what was there when
// it was taken. The queues' event streams go too: a failed alert's event quotes its error, which may name the address.
import type { createClient } from 'redis';

type Client = ReturnType<typeof createClient>;
/** Long enough for a rewrite of a Redis holding the page cache too; the console waits this long at most. */
const REWRITE_WAIT_MS = 30_000;
const POLL_MS = 50;

async function persistence(client: Client): Promise<Record<string, string>> {
  const lines = (await client.info('persistence')).split('\r\n');
  return Object.fromEntries(lines.filter((line) => line.includes(':')).map((line) => line.split(':', 2)));
}

/** Waits while a rewrite or a snapshot runs or is scheduled; answers the state after, or throws past the deadline. */
async function whenIdle(client: Client, deadline: number): Promise<Record<string, string>> {
  for (;;) {
    const state = await persistence(client);
    const busy = ['aof_rewrite_in_progress', 'aof_rewrite_scheduled', 'rdb_bgsave_in_progress'];
    if (busy.every((field) => state[field] !== '1')) return state;
    if (Date.now() > deadline) throw new Error(`still rewriting after ${REWRITE_WAIT_MS / 1_000} s`);
    await new Promise((resolve) => setTimeout(resolve, POLL_MS));
  }
}

/** Runs `command` once nothing else does (a rewrite begun before the erasure would keep the person), to its end. */
async function rewrite(client: Client, command: string[], status: string, deadline: number): Promise<void> {
  await whenIdle(client, deadline);
  // One begun since by someone else began after the erasure too: waiting for it is as good.
  await client.sendCommand(command).catch((error: Error) => {
    if (!/already in progress/i.test(error.message)) throw error;
  });
  const after = await whenIdle(client, deadline);
  if (after[status] !== 'ok') throw new Error(`${command[0]} ended with ${after[status]}`);
}

/** Empties the event streams `streams`, then rewrites Redis's files; a Redis that refuses is logged, not fatal. */
export async function forgetOnRedisDisk(client: Client, streams: readonly string[], log = console): Promise<void> {
  for (const stream of streams) await client.xTrim(stream, 'MAXLEN', 0, { strategyModifier: '=' });
  const deadline = Date.now() + REWRITE_WAIT_MS;
  const warn = (file: string) => (error: Error) =>
    log.warn(
      `Lead erasure: Redis did not rewrite its ${file} (${error.message}); the erased leads stay in it until Redis ` +
        'next rewrites it on its own.',
    );
  const aof = await persistence(client).then((state) => state.aof_enabled === '1', warn('append-only file'));
  if (aof)
    await rewrite(client, ['BGREWRITEAOF'], 'aof_last_bgrewrite_status', deadline).catch(warn('append-only file'));
  const snapshots = await client.configGet('save').then((config) => Boolean(config.save), warn('snapshot'));
  if (snapshots)
    await rewrite(client, ['BGSAVE', 'SCHEDULE'], 'rdb_last_bgsave_status', deadline).catch(warn('snapshot'));
}
