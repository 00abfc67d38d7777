import Database from '@site/shared/sqlite';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { auditRecord } from '@/lib/staff/audit/audit-record';
import { openSqliteKv } from '@/lib/staff/store/sqlite-kv';
import { AUDIT_KEEP_MS } from '@/lib/staff/store/sqlite-schema';
import type { StaffKv } from '@/lib/staff/store/kv';
import type { StaffMember } from '@/lib/staff/roles';
import { storeKinds } from './stores';

const ana: StaffMember = { id: 'p-ana', name: 'Ana', email: 'ana@example.com', role: 'admin' };
const eda: StaffMember = { id: 'p-eda', name: 'Eda', email: 'eda@example.com', role: 'editor' };
const line = (who: StaffMember, action: string, at: number) =>
  auditRecord({ who, action, target: 't', result: 'ok' }, at);

describe.each(storeKinds())('audit log ($kind)', ({ open, stop }) => {
  let kv: StaffKv;
  beforeEach(async () => {
    kv = await open();
  });
  afterAll(stop);

  it('reads newest first, filtered by person, a page at a time', async () => {
    const now = Date.now();
    for (let index = 0; index < 6; index += 1)
      await kv.appendAudit(line(index % 2 ? eda : ana, `a${index}`, now + index), AUDIT_KEEP_MS);
    expect((await kv.readAudit({ limit: 10 })).map((record) => record.action)).toEqual([
      'a5',
      'a4',
      'a3',
      'a2',
      'a1',
      'a0',
    ]);
    expect((await kv.readAudit({ personId: 'p-ana', limit: 10 })).map((record) => record.action)).toEqual([
      'a4',
      'a2',
      'a0',
    ]);
    const first = await kv.readAudit({ limit: 2 });
    expect((await kv.readAudit({ limit: 2, before: first[1]!.at })).map((record) => record.action)).toEqual([
      'a3',
      'a2',
    ]);
  });

  it('drops lines older than a year as new ones come, and keeps the rest', async () => {
    const now = Date.now();
    await kv.appendAudit(line(ana, 'old', now - AUDIT_KEEP_MS - 60_000), AUDIT_KEEP_MS);
    await kv.appendAudit(line(ana, 'recent', now - 30 * 24 * 60 * 60_000), AUDIT_KEEP_MS);
    await kv.appendAudit(line(ana, 'new', now), AUDIT_KEEP_MS);
    expect((await kv.readAudit({ limit: 10 })).map((record) => record.action)).toEqual(['new', 'recent']);
  });

  it('bounds every text it keeps', () => {
    const record = auditRecord({ who: ana, action: 'x'.repeat(500), target: 'y'.repeat(5_000), result: 'z' }, 0);
    expect([record.action.length, record.target.length]).toEqual([64, 300]);
  });
});

describe('audit log in the SQLite file', () => {
  it('refuses to change or remove a line younger than a year, whoever opens the file', async () => {
    const file = path.join(mkdtempSync(path.join(tmpdir(), 'staff-')), 'staff.sqlite');
    const kv = openSqliteKv(file);
    await kv.appendAudit(line(ana, 'person.remove', Date.now()), AUDIT_KEEP_MS);
    await kv.close();
    const db = new Database(file);
    expect(() => db.prepare("UPDATE audit SET result = 'nothing happened'").run()).toThrow(/append-only/);
    expect(() => db.prepare('DELETE FROM audit').run()).toThrow(/kept a year/);
    expect(db.prepare('SELECT count(*) AS n FROM audit').get()).toEqual({ n: 1 });
    db.close();
  });
});
