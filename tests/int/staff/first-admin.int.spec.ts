// @vitest-environment node
// The first admin's invitation (npm start, npm run staff -- first-admin): one at a time, each new link replacing the
// last, and none works, nor is listed, once anyone has joined, however many were printed before.
import { execFile } from 'node:child_process';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { STAFF_COPY } from '@/lib/copy/staff';
import { beginJoin, finishJoin } from '@/lib/staff/sign-in/join';
import { openSqliteKv } from '@/lib/staff/store/sqlite-kv';
import { site } from '@/lib/site';
import { join, newDevice, tokenOf } from './console-actions';
import { freshStoreEach, invite, STAFF_SECRET, useStore } from './console-store';
import { storeKinds } from './stores';

vi.mock('next/headers', () => import('../support/request-headers'));
vi.mock('@/lib/staff/records', async () => (await import('./console-store')).recordsModule);
vi.mock('@/lib/staff/store/staff-kv', async () => (await import('./console-store')).staffKvModule);

const { replaced, 'console-started': closed, used } = STAFF_COPY.invitation.refusals;
const inWords = ({ title, help }: { title: string; help: string }) => ({ refused: `${title} ${help}` });

describe.each(storeKinds())('the first admin’s invitation ($kind)', (kind) => {
  const store = freshStoreEach(kind);
  const firstAdminLink = async () => (await store.records.invitations.createFirstAdmin('terminal'))!.token;

  it('is one at a time: a new link replaces the last, which then says so', async () => {
    const [a, b] = [await firstAdminLink(), await firstAdminLink()];
    expect(await store.records.invitations.check(a)).toEqual({ ok: false, reason: 'replaced' });
    expect(await join(a, newDevice(), 'Early', { email: 'early@example.com' })).toEqual(inWords(replaced));
    expect((await store.records.invitations.waiting()).length).toBe(1);

    expect(await join(b, newDevice(), 'Ana', { email: 'ana@example.com' })).toMatchObject({ to: '/staff' });
    expect((await store.records.people.byEmail('ana@example.com'))?.role).toBe('admin');
  });

  it('stops working the moment anyone has joined, by any invitation, and none is listed or made after', async () => {
    const first = await firstAdminLink();
    const eda = await invite('eda@example.com');
    expect(await join(eda, newDevice(), 'Eda')).toMatchObject({ to: '/staff' });

    expect(await store.records.invitations.check(first)).toEqual({ ok: false, reason: 'console-started' });
    expect(await join(first, newDevice(), 'Stranger', { email: 'stranger@example.com' })).toEqual(inWords(closed));
    expect(await store.records.people.byEmail('stranger@example.com')).toBeNull();
    expect(await store.records.invitations.waiting()).toEqual([]);
    expect(await store.records.invitations.createFirstAdmin('terminal')).toBeNull();
  });

  it('is refused at the last step if someone joined while its passkey was being made', async () => {
    const first = await firstAdminLink();
    const eda = await invite('eda@example.com');
    const stranger = newDevice();
    const start = await beginJoin(first, 'Stranger', 'stranger@example.com');
    if (!start.ok) throw new Error(start.message);
    expect(await join(eda, newDevice(), 'Eda')).toMatchObject({ to: '/staff' });
    const answer = stranger.register(start.options);
    expect(await finishJoin(start.challengeId, first, answer)).toEqual({ ok: false, message: inWords(closed).refused });
    expect(await store.records.passkeys.get(stranger.credentialId)).toBeNull();
  });
});

describe('npm run staff -- first-admin (what npm start prints)', () => {
  const db = path.join(mkdtempSync(path.join(tmpdir(), 'staff-first-admin-')), 'staff.sqlite');
  // The command on the SQLite file npm start uses by default, whatever Redis the environment names.
  const { REDIS_URL: _redis, ...rest } = process.env;
  const env = { ...rest, STAFF_DB: db, STAFF_SECRET, SITE_URL: site.siteUrl };
  const printedLink = async () =>
    (
      await promisify(execFile)(process.execPath, ['--import', 'tsx', 'scripts/staff.ts', 'first-admin'], { env })
    ).stdout.trim();

  it('prints a link that replaces the one printed before; a stranger with an old one is refused', async () => {
    const [older, newer] = [tokenOf(await printedLink()), tokenOf(await printedLink())];
    const records = useStore(openSqliteKv(db));
    expect(await records.invitations.check(older)).toEqual({ ok: false, reason: 'replaced' });
    expect(await join(newer, newDevice(), 'Ana', { email: 'ana@example.com' })).toMatchObject({ to: '/staff' });
    expect(await join(older, newDevice(), 'Stranger', { email: 'x@example.com' })).toEqual(inWords(closed));
    expect(await join(newer, newDevice(), 'Stranger', { email: 'x@example.com' })).toEqual(inWords(used));
    expect((await records.people.list()).map((person) => [person.name, person.role])).toEqual([['Ana', 'admin']]);
    expect(await records.invitations.waiting()).toEqual([]);
    await records.kv.close();
    // Two runs of a TypeScript command (about 1.5 s each here; slower while the whole suite runs).
  }, 30_000);
});
