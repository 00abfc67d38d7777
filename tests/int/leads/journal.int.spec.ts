// @vitest-environment node
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { openSqliteJournal } from '@/lib/leads/sqlite-journal';
import { newLead } from '../support/new-lead';

const dir = mkdtempSync(path.join(tmpdir(), 'leads-journal-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

const lead = newLead;

const DAY = 24 * 60 * 60_000;

describe('the SQLite lead journal', () => {
  it('keeps a lead across a reopen (WAL, synchronous FULL), every field as typed', async () => {
    const file = path.join(dir, 'nested', 'leads.sqlite');
    const first = openSqliteJournal(file);
    await first.add(lead('a'), 1_000);
    await first.close();
    const again = openSqliteJournal(file);
    expect(await again.get('a')).toMatchObject({ ...lead('a'), state: 'pending', createdAt: 1_000, attempts: 0 });
    await again.close();
  });

  it('stores one lead per id: a retried submission queues once', async () => {
    const queue = openSqliteJournal(':memory:');
    await queue.add(lead('a', { fields: { Email: 'first@example.com' } }), 1);
    await queue.add(lead('a', { fields: { Email: 'second@example.com' } }), 2);
    expect((await queue.stats(2)).pending).toBe(1);
    expect((await queue.get('a'))?.fields).toEqual({ Email: 'first@example.com' });
  });

  it('moves pending → (retry) pending → delivered, counting attempts', async () => {
    const queue = openSqliteJournal(':memory:');
    await queue.add(lead('a'), 0);
    const [claimed] = await queue.claim(0, 10, 60_000);
    expect(claimed?.id).toBe('a');
    expect(await queue.claim(1, 10, 60_000)).toEqual([]);
    await queue.retryAt('a', 'HTTP 503', 10_000, 5);
    expect(await queue.claim(9_999, 10, 60_000)).toEqual([]);
    expect(await queue.get('a')).toMatchObject({ state: 'pending', attempts: 1, lastError: 'HTTP 503' });
    expect(await queue.claim(10_000, 10, 60_000)).toHaveLength(1);
    await queue.delivered('a', 10_001);
    expect(await queue.get('a')).toMatchObject({ state: 'delivered', attempts: 2, lastError: null });
    expect(await queue.claim(1e12, 10, 60_000)).toEqual([]);
  });

  it('a lead claimed by a process that died comes back when its lease ends', async () => {
    const queue = openSqliteJournal(':memory:');
    await queue.add(lead('a'), 0);
    await queue.claim(0, 10, 60_000);
    expect(await queue.claim(59_999, 10, 60_000)).toEqual([]);
    expect(await queue.claim(60_000, 10, 60_000)).toHaveLength(1);
  });

  it('dead → pending on retry (all at once too), with a fresh 72 h', async () => {
    const queue = openSqliteJournal(':memory:');
    for (const id of ['a', 'b']) {
      await queue.add(lead(id), 0);
      await queue.dead(id, 'HTTP 400', 1);
    }
    expect(await queue.list('dead', 10)).toHaveLength(2);
    expect(await queue.requeue('a', 'rejected', 5)).toBe(false);
    expect(await queue.requeue('a', 'dead', 5)).toBe(true);
    expect(await queue.get('a')).toMatchObject({ state: 'pending', queuedAt: 5, nextAttemptAt: 5 });
    expect(await queue.requeueAllDead(6)).toBe(1);
    expect((await queue.stats(6)).dead).toBe(0);
  });

  it('stores a screened lead as rejected with its reason, never due, until released', async () => {
    const queue = openSqliteJournal(':memory:');
    await queue.add(lead('spam', { rejectedFor: 'honeypot' }), 0);
    expect(await queue.get('spam')).toMatchObject({ state: 'rejected', reason: 'honeypot' });
    expect(await queue.claim(1e12, 10, 1)).toEqual([]);
    expect(await queue.requeue('spam', 'rejected', 7)).toBe(true);
    expect(await queue.claim(7, 10, 1)).toHaveLength(1);
  });

  it('wakes every waiting lead at once when the target is back', async () => {
    const queue = openSqliteJournal(':memory:');
    for (const id of ['a', 'b', 'c']) {
      await queue.add(lead(id), 0);
      await queue.retryAt(id, 'refused', 3_600_000, 0);
    }
    expect(await queue.wake(20_000)).toBe(3);
    expect(await queue.claim(20_000, 10, 1)).toHaveLength(3);
  });

  it('counts by state with the oldest pending age, and prunes delivered and rejected leads when due', async () => {
    const queue = openSqliteJournal(':memory:');
    await queue.add(lead('old'), 100);
    await queue.add(lead('new'), 400);
    await queue.add(lead('spam', { rejectedFor: 'fill time' }), 100);
    await queue.delivered('new', 500);
    expect(await queue.stats(1_100)).toEqual({
      pending: 1,
      delivered: 1,
      rejected: 1,
      dead: 0,
      oldestPendingAgeMs: 1_000,
    });
    expect(await queue.prune(1_000, 501, 901)).toBe(0);
    expect(await queue.prune(1_002, 501, 901)).toBe(2);
    // A flood's counts go with the rejected leads of their hour.
    await queue.addRejectedCounts([{ hour: 0, address: 'a', count: 3 }]);
    expect(await queue.rejectedCounts(0)).toHaveLength(1);
    await queue.prune(1_002, 501, 901);
    expect(await queue.rejectedCounts(0)).toEqual([]);
    expect((await queue.since(0)).map((l) => l.id)).toEqual(['old']);
  });

  it('keeps a lead held for review past the spam keep, until a person acts', async () => {
    const queue = openSqliteJournal(':memory:');
    await queue.add(lead('held', { rejectedFor: 'too-fast' }), 100);
    await queue.add(lead('spam', { rejectedFor: 'honeypot' }), 100);
    expect(await queue.prune(100 + 365 * DAY, DAY, 7 * DAY)).toBe(1);
    expect((await queue.since(0)).map((l) => l.id)).toEqual(['held']);
  });
});
