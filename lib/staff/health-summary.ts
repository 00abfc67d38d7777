// /staff/health in words: healthy or not, what is wrong and who should act, and the facts behind it. Pure.
import type { Reachability } from '@/lib/health/since';
import { count } from '@/lib/text/count';
import type { HealthFacts } from './health-facts';
import { ago, when } from './when';

export interface HealthProblem {
  what: string;
  who: string;
}
export interface HealthSummary {
  healthy: boolean;
  headline: string;
  problems: HealthProblem[];
  facts: { label: string; value: string }[];
}

/** Leads waiting longer than this while the CRM answers are stuck, not waiting out an outage. */
const STUCK_AFTER_SECONDS = 15 * 60;
const DEVELOPERS = 'The site’s developers.';

const sinceWords = (state: Reachability, now: number) =>
  state.sinceFirstCheck ? `since at least ${when(state.since, now)}` : `since ${when(state.since, now)}`;
const reach = (state: Reachability, now: number) =>
  `${state.ok ? 'Answers' : 'Does not answer'} ${sinceWords(state, now)}.`;
const age = (seconds: number, now: number) => ago(now - seconds * 1_000, now).replace(/ ago$/, '');

function leadProblems({ leads, crm, now }: HealthFacts): HealthProblem[] {
  if (!leads)
    return [{ what: 'The lead queue cannot be read, so nobody can tell whether leads are waiting.', who: DEVELOPERS }];
  const problems: HealthProblem[] = [];
  if (leads.dead)
    problems.push({
      what: `${count(leads.dead, 'lead')} could not be delivered and ${leads.dead === 1 ? 'waits' : 'wait'} for a person: the receiver refused ${leads.dead === 1 ? 'it' : 'them'}.`,
      who: 'Sales, with a developer: `npm run leads -- list dead` says why, `npm run leads -- retry <id>` sends one again (docs/leads.md).',
    });
  const oldest = leads.oldestPendingAgeSeconds ?? 0;
  if (crm.ok && leads.pending && oldest > STUCK_AFTER_SECONDS)
    problems.push({
      what: `${count(leads.pending, 'lead')} ${leads.pending === 1 ? 'waits' : 'wait'} to be sent though the CRM answers; the oldest for ${age(oldest, now)}.`,
      who: DEVELOPERS,
    });
  return problems;
}

function problemsOf(facts: HealthFacts): HealthProblem[] {
  const { now } = facts;
  const problems: HealthProblem[] = [];
  if (!facts.cms.ok)
    problems.push({
      what: `The CMS does not answer (${sinceWords(facts.cms, now)}). Visitors still get every page as it was last rendered; edits and refreshes wait until it is back.`,
      who: 'Whoever runs the CMS: ask them to bring it back. Nothing needs doing on the site.',
    });
  if (!facts.crm.ok)
    problems.push({
      what: `The CRM does not answer (${sinceWords(facts.crm, now)}). Leads are kept safe on the site and sent as soon as it is back.`,
      who: 'Whoever runs the CRM (sales operations).',
    });
  if (facts.redis && !facts.redis.ok)
    problems.push({
      what: `The shared cache (Redis) does not answer (${sinceWords(facts.redis, now)}): each instance renders pages on its own, and leads wait on its disk.`,
      who: 'Whoever runs the servers.',
    });
  problems.push(...leadProblems(facts));
  const call = facts.webhook;
  if (call && call.status !== 200)
    problems.push({
      what: `The CMS’s last call to the site, ${when(call.at, now)}, was refused (${call.status}: ${call.result}).`,
      who:
        call.status === 503
          ? 'Nobody, if the CMS answers again: it retries the call by itself.'
          : 'The CMS’s developers: its publish hook sends what the site refuses.',
    });
  for (const { edge, note } of facts.edges)
    if (note?.error && !note.answeredAgainAt)
      problems.push({
        what: `The edge ${new URL(edge).host} could not be refreshed (${when(note.error.at, now)}, ${note.error.path}: ${note.error.message}). Visitors behind it get new pages up to 2 seconds late.`,
        who: 'Whoever runs the edge servers (nginx).',
      });
  return problems;
}

function factsOf(facts: HealthFacts): HealthSummary['facts'] {
  const { now, leads, webhook, instance, build } = facts;
  const queue = !leads
    ? 'Cannot be read.'
    : `${count(leads.pending, 'lead')} waiting${leads.oldestPendingAgeSeconds ? `, the oldest for ${age(leads.oldestPendingAgeSeconds, now)}` : ''}; ${count(leads.dead, 'lead')} held for a person.`;
  const edges = facts.edges.map(({ edge, note }) => {
    const host = new URL(edge).host;
    if (!note?.error) return `${host}: no refresh error.`;
    const again = note.answeredAgainAt ? `; answers again since ${when(note.answeredAgainAt, now)}` : '';
    return `${host}: last error ${when(note.error.at, now)} (${note.error.message})${again}.`;
  });
  return [
    {
      label: 'Answered by',
      value: `${instance.host}, process ${instance.pid}${instance.origin ? ` (${instance.origin})` : ''}`,
    },
    { label: 'Build', value: build ? `${build.id}, built ${when(build.builtAt, now)}` : 'Unknown: no build id found.' },
    { label: 'CMS', value: reach(facts.cms, now) },
    { label: 'CRM', value: reach(facts.crm, now) },
    ...(facts.redis ? [{ label: 'Shared cache (Redis)', value: reach(facts.redis, now) }] : []),
    { label: 'Lead queue', value: queue },
    {
      label: 'Last webhook call',
      value: webhook
        ? `${when(webhook.at, now)}: ${webhook.body} → ${webhook.status}, ${webhook.result}.`
        : 'None since this instance started.',
    },
    { label: 'Edges', value: edges.length ? edges.join(' ') : 'None configured (EDGE_REFRESH_URLS).' },
  ];
}

export function summarizeHealth(facts: HealthFacts): HealthSummary {
  const problems = problemsOf(facts);
  return {
    healthy: problems.length === 0,
    headline: problems.length
      ? `${problems.length === 1 ? 'One thing needs' : `${count(problems.length, 'thing')} need`} attention.`
      : 'All is well: the CMS and the CRM answer, no lead waits for a person, and pages reach every edge.',
    problems,
    facts: factsOf(facts),
  };
}
