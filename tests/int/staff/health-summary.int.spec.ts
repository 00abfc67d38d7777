// /staff/health in words: healthy said so, and what is wrong and who should act.
import { describe, expect, it } from 'vitest';
import { noteReachability } from '@/lib/health/since';
import type { HealthFacts } from '@/lib/staff/health/health-facts';
import { summarizeHealth, type HealthSummary } from '@/lib/staff/health/health-summary';
import { saidText } from '@/lib/staff/when';

const NOW = Date.parse('2026-11-26T12:00:00Z');
const up = { ok: true, since: NOW - 3_600_000, sinceFirstCheck: false };
const healthy: HealthFacts = {
  now: NOW,
  instance: { host: 'site-7f9c', pid: 41, origin: 'http://127.0.0.1:3000' },
  build: { id: 'b9Qx2', builtAt: NOW - 86_400_000 },
  cms: up,
  crm: up,
  redis: null,
  leads: { pending: 0, oldestPendingAgeSeconds: null, dead: 0 },
  webhook: {
    at: NOW - 120_000,
    body: '{"type":"redirects","path":"/old-offer"}',
    status: 200,
    result: '0 tags marked stale, 1 expired, 1 page re-rendered',
    pages: 1,
  },
  edges: [{ edge: 'http://10.0.0.5:8080', note: null }],
};

/** Each fact as a person reads it, its moments in UTC, with its details when it has them. */
const factsRead = (summary: HealthSummary) =>
  summary.facts.map(({ label, value, details }) => ({ label, value: saidText(value), ...(details && { details }) }));
const problemsRead = (summary: HealthSummary) => summary.problems.map((problem) => saidText(problem.what));

describe('summarizeHealth', () => {
  it('says all is well in words, and names the instance that answered and the build', () => {
    const summary = summarizeHealth(healthy);
    expect(summary.healthy).toBe(true);
    expect(summary.headline).toBe(
      'All is well: the CMS and the CRM answer, no lead waits for a person, and pages reach every edge.',
    );
    expect(summary.problems).toEqual([]);
    expect(factsRead(summary)).toEqual([
      {
        label: 'Answered by',
        value: 'The site’s server that made this page; its name, for the site’s developers, is in the details.',
        details: 'site-7f9c, process 41 (http://127.0.0.1:3000)',
      },
      { label: 'Site version', value: 'Built Wed, 25 Nov 2026, 12:00 UTC (1 day ago).', details: 'Build id b9Qx2' },
      { label: 'CMS', value: 'Answers since Thu, 26 Nov 2026, 11:00 UTC (1 hour ago).' },
      { label: 'CRM', value: 'Answers since Thu, 26 Nov 2026, 11:00 UTC (1 hour ago).' },
      { label: 'Lead queue', value: '0 leads waiting; 0 leads held for a person.' },
      {
        label: 'Last content change',
        value:
          'The last content change (the redirect of /old-offer) refreshed 1 page, Thu, 26 Nov 2026, 11:58 UTC (2 minutes ago).',
        details: '{"type":"redirects","path":"/old-offer"} → 200, 0 tags marked stale, 1 expired, 1 page re-rendered.',
      },
      { label: 'Edge server 10.0.0.5:8080', value: 'Takes every new page: no refresh has failed.' },
    ]);
  });

  it('says there are no edge servers, and names a post the CMS changed', () => {
    const summary = summarizeHealth({
      ...healthy,
      webhook: { ...healthy.webhook!, body: '{"type":"blog","slug":"hello"}' },
      edges: [],
    });
    expect(factsRead(summary).slice(-2)).toEqual([
      {
        label: 'Last content change',
        value:
          'The last content change (the post “hello”) refreshed 1 page, Thu, 26 Nov 2026, 11:58 UTC (2 minutes ago).',
        details: '{"type":"blog","slug":"hello"} → 200, 0 tags marked stale, 1 expired, 1 page re-rendered.',
      },
      {
        label: 'Edge servers',
        value: 'None: visitors get pages straight from the site.',
        details: 'EDGE_REFRESH_URLS is empty.',
      },
    ]);
  });

  it('says the CMS is down since when, what it means and who acts', () => {
    const summary = summarizeHealth({ ...healthy, cms: { ok: false, since: NOW - 600_000, sinceFirstCheck: false } });
    expect(summary.headline).toBe('One thing needs attention.');
    expect(problemsRead(summary)).toEqual([
      'The CMS does not answer (since Thu, 26 Nov 2026, 11:50 UTC (10 minutes ago)). Visitors still get every page as it was last rendered; edits and refreshes wait until it is back.',
    ]);
    expect(summary.problems[0]?.who).toBe(
      'Whoever runs the CMS: ask them to bring it back. Nothing needs doing on the site.',
    );
  });

  it('names leads held for a person, a refused webhook call and an edge that stopped answering', () => {
    const summary = summarizeHealth({
      ...healthy,
      crm: { ok: false, since: NOW - 60_000, sinceFirstCheck: true },
      leads: { pending: 4, oldestPendingAgeSeconds: 300, dead: 2 },
      webhook: { ...healthy.webhook!, status: 503, result: 'the content API did not answer' },
      edges: [
        {
          edge: 'http://10.0.0.5:8080',
          note: { error: { at: NOW - 5_000, path: '/blog', message: 'ECONNREFUSED' }, answeredAgainAt: null },
        },
      ],
    });
    expect(summary.headline).toBe('4 things need attention.');
    expect(problemsRead(summary)).toEqual([
      'The CRM does not answer (since at least Thu, 26 Nov 2026, 11:59 UTC (1 minute ago)). Leads are kept safe on the site and sent as soon as it is back.',
      '2 leads could not be delivered and wait for a person: the receiver refused them.',
      'The CMS’s last call to the site, Thu, 26 Nov 2026, 11:58 UTC (2 minutes ago), was refused (503: the content API did not answer).',
      'The edge 10.0.0.5:8080 could not be refreshed (Thu, 26 Nov 2026, 11:59 UTC (5 seconds ago), /blog: ECONNREFUSED). Visitors behind it get new pages up to 2 seconds late.',
    ]);
    expect(summary.problems[1]?.who).toContain('npm run leads -- list dead');
    expect(summary.problems[2]?.who).toBe('Nobody, if the CMS answers again: it retries the call by itself.');
    expect(factsRead(summary)).toContainEqual({
      label: 'Lead queue',
      value: '4 leads waiting, the oldest for 5 minutes; 2 leads held for a person.',
    });
    expect(factsRead(summary)).toContainEqual({
      label: 'Last content change',
      value:
        'The CMS’s last change (the redirect of /old-offer), Thu, 26 Nov 2026, 11:58 UTC (2 minutes ago), was refused.',
      details: '{"type":"redirects","path":"/old-offer"} → 503, the content API did not answer.',
    });
    expect(factsRead(summary)).toContainEqual({
      label: 'Edge server 10.0.0.5:8080',
      value: 'Could not take a new page Thu, 26 Nov 2026, 11:59 UTC (5 seconds ago).',
      details: '/blog: ECONNREFUSED',
    });
  });

  it('counts leads stuck while the CRM answers, and an unreadable queue', () => {
    const stuck = summarizeHealth({ ...healthy, leads: { pending: 1, oldestPendingAgeSeconds: 3_600, dead: 0 } });
    expect(problemsRead(stuck)[0]).toBe('1 lead waits to be sent though the CRM answers; the oldest for 1 hour.');
    expect(summarizeHealth({ ...healthy, leads: null }).problems[0]?.who).toBe('The site’s developers.');
  });
});

describe('noteReachability', () => {
  it('keeps the time a state began, and a first check says the state is at least that old', () => {
    expect(noteReachability('test-dep', true, 1_000)).toEqual({ ok: true, since: 1_000, sinceFirstCheck: true });
    expect(noteReachability('test-dep', true, 2_000)).toEqual({ ok: true, since: 1_000, sinceFirstCheck: true });
    expect(noteReachability('test-dep', false, 3_000)).toEqual({ ok: false, since: 3_000, sinceFirstCheck: false });
    expect(noteReachability('test-dep', false, 4_000).since).toBe(3_000);
  });
});
