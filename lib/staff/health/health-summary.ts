// /staff/health in words: healthy or not, what is wrong and who should act, and the facts behind it. Pure.
import type { Reachability } from '@/lib/health/since';
import { count } from '@/lib/text/count';
import type { HealthFacts } from './health-facts';
import { ago, say, when, type Said } from '../when';
import { webhookDetails, webhookWords } from './webhook-words';

export interface HealthProblem {
  what: Said;
  who: string;
}
/** A fact in a sentence; `details` holds the raw terms behind it (hosts, ids, the call as sent). */
export interface HealthFact {
  label: string;
  value: Said;
  details?: string;
}
export interface HealthSummary {
  healthy: boolean;
  headline: string;
  problems: HealthProblem[];
  facts: HealthFact[];
}

/** Leads waiting longer than this while the CRM answers are stuck, not waiting out an outage. */
const STUCK_AFTER_SECONDS = 15 * 60;
const DEVELOPERS = 'The site’s developers.';

const sinceWords = (state: Reachability, now: number) =>
  state.sinceFirstCheck ? say`since at least ${when(state.since, now)}` : say`since ${when(state.since, now)}`;
const reach = (state: Reachability, now: number) =>
  say`${state.ok ? 'Answers' : 'Does not answer'} ${sinceWords(state, now)}.`;
const age = (seconds: number, now: number) => ago(now - seconds * 1_000, now).replace(/ ago$/, '');

function leadProblems({ leads, crm, now }: HealthFacts): HealthProblem[] {
  if (!leads)
    return [
      { what: ['The lead queue cannot be read, so nobody can tell whether leads are waiting.'], who: DEVELOPERS },
    ];
  const problems: HealthProblem[] = [];
  if (leads.dead)
    problems.push({
      what: say`${count(leads.dead, 'lead')} could not be delivered and ${leads.dead === 1 ? 'waits' : 'wait'} for a person: the receiver refused ${leads.dead === 1 ? 'it' : 'them'}.`,
      who: 'Sales, with a developer: `npm run leads -- list dead` says why, `npm run leads -- retry <id>` sends one again (docs/leads.md).',
    });
  const oldest = leads.oldestPendingAgeSeconds ?? 0;
  if (crm.ok && leads.pending && oldest > STUCK_AFTER_SECONDS)
    problems.push({
      what: say`${count(leads.pending, 'lead')} ${leads.pending === 1 ? 'waits' : 'wait'} to be sent though the CRM answers; the oldest for ${age(oldest, now)}.`,
      who: DEVELOPERS,
    });
  return problems;
}

function problemsOf(facts: HealthFacts): HealthProblem[] {
  const { now } = facts;
  const problems: HealthProblem[] = [];
  if (!facts.cms.ok)
    problems.push({
      what: say`The CMS does not answer (${sinceWords(facts.cms, now)}). Visitors still get every page as it was last rendered; edits and refreshes wait until it is back.`,
      who: 'Whoever runs the CMS: ask them to bring it back. Nothing needs doing on the site.',
    });
  if (!facts.crm.ok)
    problems.push({
      what: say`The CRM does not answer (${sinceWords(facts.crm, now)}). Leads are kept safe on the site and sent as soon as it is back.`,
      who: 'Whoever runs the CRM (sales operations).',
    });
  if (facts.redis && !facts.redis.ok)
    problems.push({
      what: say`The shared cache (Redis) does not answer (${sinceWords(facts.redis, now)}): each instance renders pages on its own, and leads wait on its disk.`,
      who: 'Whoever runs the servers.',
    });
  problems.push(...leadProblems(facts));
  const call = facts.webhook;
  if (call && call.status !== 200)
    problems.push({
      what: say`The CMS’s last call to the site, ${when(call.at, now)}, was refused (${call.status}: ${call.result}).`,
      who:
        call.status === 503
          ? 'Nobody, if the CMS answers again: it retries the call by itself.'
          : 'The CMS’s developers: its publish hook sends what the site refuses.',
    });
  for (const { edge, note } of facts.edges)
    if (note?.error && !note.answeredAgainAt)
      problems.push({
        what: say`The edge ${new URL(edge).host} could not be refreshed (${when(note.error.at, now)}, ${note.error.path}: ${note.error.message}). Visitors behind it get new pages up to 2 seconds late.`,
        who: 'Whoever runs the edge servers (nginx).',
      });
  return problems;
}

const edgeWords = ({ edge, note }: HealthFacts['edges'][number], now: number): HealthFact => {
  const host = new URL(edge).host;
  if (!note?.error) return { label: `Edge server ${host}`, value: ['Takes every new page: no refresh has failed.'] };
  const again = note.answeredAgainAt ? say` It takes new pages again since ${when(note.answeredAgainAt, now)}.` : [];
  return {
    label: `Edge server ${host}`,
    value: say`Could not take a new page ${when(note.error.at, now)}.${again}`,
    details: `${note.error.path}: ${note.error.message}`,
  };
};

function factsOf(facts: HealthFacts): HealthFact[] {
  const { now, leads, webhook, instance, build } = facts;
  const queue = !leads
    ? 'Cannot be read.'
    : `${count(leads.pending, 'lead')} waiting${leads.oldestPendingAgeSeconds ? `, the oldest for ${age(leads.oldestPendingAgeSeconds, now)}` : ''}; ${count(leads.dead, 'lead')} held for a person.`;
  return [
    {
      label: 'Answered by',
      value: ['The site’s server that made this page; its name, for the site’s developers, is in the details.'],
      details: `${instance.host}, process ${instance.pid}${instance.origin ? ` (${instance.origin})` : ''}`,
    },
    build
      ? { label: 'Site version', value: say`Built ${when(build.builtAt, now)}.`, details: `Build id ${build.id}` }
      : { label: 'Site version', value: ['Unknown: the site could not read its own version.'] },
    { label: 'CMS', value: reach(facts.cms, now) },
    { label: 'CRM', value: reach(facts.crm, now) },
    ...(facts.redis ? [{ label: 'Shared cache (Redis)', value: reach(facts.redis, now) }] : []),
    { label: 'Lead queue', value: [queue] },
    webhook
      ? { label: 'Last content change', value: webhookWords(webhook, now), details: webhookDetails(webhook) }
      : { label: 'Last content change', value: ['The CMS has not announced a change since this server started.'] },
    ...(facts.edges.length
      ? facts.edges.map((edge) => edgeWords(edge, now))
      : [
          {
            label: 'Edge servers',
            value: ['None: visitors get pages straight from the site.'],
            details: 'EDGE_REFRESH_URLS is empty.',
          },
        ]),
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
