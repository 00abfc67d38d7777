// `npm run leads -- <command>`: the operator's view of the lead queue (docs/leads.md, "Operator commands"): the
// SQLite journal, or BullMQ on REDIS_URL when it is set, as the site uses.
//   status                         counts by state, age of the oldest pending lead
//   list --state pending|dead|rejected|delivered  id, form, time, attempts, campaign, reason
//   retry <id> | retry --dead      a dead lead (or every one) back to pending, with a fresh 72 h
//   release <id>                   a rejected lead (a false positive) goes to the CRM
//   export --since 2026-11-01      CSV of every lead since that day (UTC), a column per meaning, on stdout
//   erase <email>                  every lead and quote of that address deleted, the address suppressed (as the console's)
import { alertConfigOf, openAlertQueue } from '../lib/alerts/open';
import { alertsStatusLines } from '../lib/alerts/status';
import { raiseAlerts } from '../lib/alerts/raise';
import { campaignOf } from '../lib/leads/attribution';
import { leadsCsv } from '../lib/staff/leads/lead-sheet';
import { fail, optionIn } from './lib/command-line';
import { isLeadState } from '../lib/leads/lead';
import { DAY_MS, openLeadQueue } from '../lib/leads/open';
import { site } from '../lib/site';

/** The content API's quotes of the address, through its admin API (as the console's erasure does). */
async function eraseQuotes(email: string): Promise<string> {
  if (!site.contentAdminToken) return 'the content API’s quotes NOT erased: set CONTENT_ADMIN_TOKEN and erase again';
  try {
    const response = await fetch(`${site.contentApiUrl}/admin/leads/erase`, {
      method: 'POST',
      headers: { authorization: `Bearer ${site.contentAdminToken}`, 'content-type': 'application/json' },
      body: JSON.stringify({ email }),
      redirect: 'manual',
      signal: AbortSignal.timeout(10_000),
    });
    const answer = (await response.json().catch(() => null)) as { erased?: unknown; error?: unknown } | null;
    if (response.ok && typeof answer?.erased === 'number') return `${answer.erased} quote(s) erased in the content API`;
    return `the content API’s quotes NOT erased (HTTP ${response.status}: ${String(answer?.error ?? '')}); erase again`;
  } catch (error) {
    return `the content API’s quotes NOT erased (${(error as Error).message}); erase again once it answers`;
  }
}

const [command, ...args] = process.argv.slice(2);
const option = optionIn(args);
const age = (ms: number | null) => (ms === null ? 'none' : `${Math.round(ms / 60_000)} min`);

const queue = openLeadQueue(site);
const alerts = openAlertQueue(site);
const now = Date.now();
try {
  if (command === 'status') {
    const stats = await queue.stats(now);
    console.log(
      `pending ${stats.pending}, delivered ${stats.delivered}, rejected ${stats.rejected}, dead ${stats.dead}`,
    );
    console.log(`oldest pending: ${age(stats.oldestPendingAgeMs)}`);
    if (stats.onLocalDisk)
      console.log(`on this machine's disk, waiting for Redis to take them: ${stats.onLocalDisk} lead(s)`);
    if (stats.dead > 0)
      console.log(
        `NEEDS A PERSON: ${stats.dead} dead lead(s), refused by the CRM or given up after 72 h. ` +
          'See why with `list --state dead`; once the cause is fixed, `retry --dead` delivers them.',
      );
    const floods = await queue.rejectedCounts(now - DAY_MS);
    if (floods.length > 0)
      console.log(
        `floods in the last 24 h: ${floods.reduce((sum, { count }) => sum + count, 0)} honeypot or rate-limited ` +
          `post(s) from ${new Set(floods.map(({ address }) => address)).size} address(es), ` +
          'the first few of each hour kept as rejected leads, the rest only counted',
      );
    for (const line of alertsStatusLines(await alerts.stats())) console.log(line);
  } else if (command === 'list') {
    const state = option('--state') ?? 'pending';
    if (!isLeadState(state)) fail(`unknown state "${state}"`);
    for (const lead of await queue.list(state, 1_000))
      console.log(
        [
          lead.id,
          lead.formId,
          new Date(lead.createdAt).toISOString(),
          lead.attempts,
          campaignOf(lead.attribution) ?? '',
          lead.reason ?? lead.lastError ?? '',
        ].join('\t'),
      );
  } else if (command === 'retry' && args[0] === '--dead') {
    console.log(`${await queue.requeueAllDead(now)} dead lead(s) back to pending`);
  } else if (command === 'retry' || command === 'release') {
    const id = args[0] ?? fail(`usage: leads ${command} <id>`);
    const from = command === 'retry' ? 'dead' : 'rejected';
    if (!(await queue.requeue(id, from, now))) fail(`no ${from} lead ${id}`);
    // A released lead is accepted now: sales hears of it as of any other (a retried one raised its alerts before).
    const released = command === 'release' ? await queue.get(id) : null;
    if (released)
      await raiseAlerts(alerts, alertConfigOf(site), released, site.leads.formSecret ?? site.revalidateSecret);
    console.log(`${id}: pending; the site's worker delivers it on its next pass`);
  } else if (command === 'export') {
    const since = Date.parse(`${option('--since') ?? fail('usage: leads export --since YYYY-MM-DD')}T00:00:00Z`);
    if (Number.isNaN(since)) fail('--since wants a date, YYYY-MM-DD');
    process.stdout.write(leadsCsv(await queue.since(since)));
  } else if (command === 'erase') {
    const email = args[0] ?? fail('usage: leads erase <email>');
    const erased = await queue.erase(email, now);
    const alertsErased = await alerts.erase(erased);
    const quotes = await eraseQuotes(email);
    console.log(
      `${erased.length} lead(s) and ${alertsErased} alert(s) erased; the address is suppressed (docs/leads.md); ${quotes}`,
    );
  } else {
    fail(
      'usage: npm run leads -- status | list --state <state> | retry <id>|--dead | release <id> | export --since <date> | erase <email>',
    );
  }
} finally {
  await Promise.all([queue.close(), alerts.close()]);
}
