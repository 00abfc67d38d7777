// @vitest-environment node
// Where a lead came from is stored with it by every queue, bounded, and an older journal gains the columns on open.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import Database from '@site/shared/sqlite';
import { boundedAttribution, campaignOf } from '@/lib/leads/attribution';
import { openSqliteJournal } from '@/lib/leads/sqlite-journal';
import { newLead } from '../support/new-lead';

const dir = mkdtempSync(path.join(tmpdir(), 'leads-attribution-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

const attribution = {
  first: { landing_page: '/?utm_source=newsletter', utm_source: 'newsletter', utm_campaign: 'q1', gclid: 'abc' },
  latest: { landing_page: '/pricing', utm_campaign: 'spring' },
};

describe('a lead’s attribution', () => {
  it('keeps only the listed keys, strings, each cut to 255 characters', () => {
    const posted = { first: { utm_source: 'x'.repeat(300), evil: 'y', gclid: 7, utm_term: ' ' }, latest: 'no' };
    expect(boundedAttribution(posted)).toEqual({ first: { utm_source: 'x'.repeat(255) }, latest: {} });
    expect(boundedAttribution({ first: {}, latest: {} })).toBeNull();
    expect(boundedAttribution('{"first":{}}')).toBeNull();
  });

  it('names the latest campaign, else the first', () => {
    expect(campaignOf(attribution)).toBe('spring');
    expect(campaignOf({ first: { utm_campaign: 'q1' }, latest: {} })).toBe('q1');
    expect(campaignOf(null)).toBeNull();
  });

  it('is kept by the journal with the privacy notice’s date, across a reopen', async () => {
    const file = path.join(dir, 'kept.sqlite');
    const journal = openSqliteJournal(file);
    await journal.add(newLead('a', { attribution, privacyNoticeDate: '2026-01-15' }), 1);
    await journal.add(newLead('b'), 2);
    await journal.close();
    const again = openSqliteJournal(file);
    expect(await again.get('a')).toMatchObject({ attribution, privacyNoticeDate: '2026-01-15' });
    expect(await again.get('b')).toMatchObject({ attribution: null, privacyNoticeDate: null });
    await again.close();
  });

  it('reaches a journal written before it existed: the columns are added on open, old leads read as unknown', async () => {
    const file = path.join(dir, 'old.sqlite');
    const old = new Database(file);
    old.exec(`CREATE TABLE leads (id TEXT PRIMARY KEY, form_id TEXT NOT NULL, fields TEXT NOT NULL,
      page_url TEXT NOT NULL, state TEXT NOT NULL, created_at INTEGER NOT NULL, queued_at INTEGER NOT NULL,
      attempts INTEGER NOT NULL DEFAULT 0, next_attempt_at INTEGER NOT NULL, last_error TEXT, reason TEXT,
      updated_at INTEGER NOT NULL)`);
    old.exec(`INSERT INTO leads VALUES ('old', 'contact', '{}', 'http://x/', 'pending', 1, 1, 0, 1, NULL, NULL, 1)`);
    old.close();
    const journal = openSqliteJournal(file);
    expect(await journal.get('old')).toMatchObject({ id: 'old', attribution: null, privacyNoticeDate: null });
    await journal.add(newLead('new', { attribution }), 2);
    expect((await journal.get('new'))?.attribution).toEqual(attribution);
    await journal.close();
  });
});
