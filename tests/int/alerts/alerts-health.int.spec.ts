// @vitest-environment node
// An alert given up is seen by a person: /api/health is degraded and `status` says NEEDS A PERSON.
import { http, HttpResponse } from 'msw';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, expect, it, vi } from 'vitest';
import { openSqliteAlerts } from '@/lib/alerts/sqlite-alerts';
import { alertsNeedAttention, alertsStatusLines } from '@/lib/alerts/status';
import { openSqliteJournal } from '@/lib/leads/sqlite-journal';
import { serviceList } from '../../fixtures/api-answers';
import { newLead } from '../support/new-lead';
import { API, mockContentApi } from '../support/api-server';

const { server } = mockContentApi();
const journal = path.join(mkdtempSync(path.join(tmpdir(), 'alerts-health-')), 'leads.sqlite');
afterAll(() => vi.unstubAllEnvs());

async function giveUpOneAlert() {
  const leads = openSqliteJournal(journal);
  const alerts = openSqliteAlerts(journal);
  await leads.add(newLead('0190a000-0000-7000-8000-000000000051'));
  await alerts.raise({ leadId: '0190a000-0000-7000-8000-000000000051', channels: ['chat'], replyKey: null });
  const stop = alerts.startSending({
    send: async () => ({ kind: 'refused', error: 'the webhook answered 404' }),
    leadOf: (id) => leads.get(id),
    log: { error: () => {} },
    tickMs: 50,
  });
  await vi.waitFor(async () => expect((await alerts.stats()).dead).toBe(1));
  await stop();
  const stats = await alerts.stats();
  await Promise.all([alerts.close(), leads.close()]);
  return stats;
}

it('reports a given-up alert as degraded health and a NEEDS A PERSON line', async () => {
  const stats = await giveUpOneAlert();
  expect(alertsNeedAttention(stats)).toBe(true);
  expect(alertsStatusLines(stats)).toEqual([
    'alerts: pending 0, sent 0, given up 1',
    expect.stringMatching(/^NEEDS A PERSON: 1 alert\(s\) given up/),
  ]);

  server.use(http.get(`${API}/get-service-list`, () => HttpResponse.json(serviceList)));
  vi.stubEnv('LEADS_JOURNAL', journal);
  vi.stubEnv('REDIS_URL', undefined);
  vi.stubEnv('LEAD_ALERT_WEBHOOK_URL', 'http://127.0.0.1:9/hook');
  vi.resetModules();
  const { GET } = await import('@/app/api/health/route');
  const body = await (await GET()).json();
  expect(body).toMatchObject({ healthy: true, degraded: true, alerts: { dead: 1, pending: 0, sent: 0, failing: 0 } });
}, 60_000);
