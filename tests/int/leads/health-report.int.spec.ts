// @vitest-environment node
import { describe, expect, it, vi } from 'vitest';
import { leadQueueReport, leadsNeedAttention } from '@/lib/leads/health-report';
import { openSqliteJournal } from '@/lib/leads/sqlite-journal';

describe('the lead queue in /api/health', () => {
  it('reports pending, the oldest pending age in seconds and dead', async () => {
    const queue = openSqliteJournal(':memory:');
    await queue.add({ id: 'a', formId: 'contact', fields: {}, pageUrl: '/' }, 0);
    await queue.add({ id: 'b', formId: 'contact', fields: {}, pageUrl: '/' }, 0);
    await queue.dead('b', 'HTTP 400', 1);
    expect(await leadQueueReport(() => queue, 90_400)).toEqual({ pending: 1, oldestPendingAgeSeconds: 90, dead: 1 });
  });

  it('needs a person while any lead is dead, or the queue cannot be read', () => {
    expect(leadsNeedAttention({ pending: 40, oldestPendingAgeSeconds: 3_600, dead: 0 })).toBe(false);
    expect(leadsNeedAttention({ pending: 0, oldestPendingAgeSeconds: null, dead: 1 })).toBe(true);
    expect(leadsNeedAttention(null)).toBe(true);
  });

  it('answers null, and logs, when the queue cannot be read', async () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const broken = () => {
      throw new Error('SQLITE_CANTOPEN');
    };
    expect(await leadQueueReport(broken)).toBeNull();
    expect(error).toHaveBeenCalledOnce();
  });
});
