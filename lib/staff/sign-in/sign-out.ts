'use server';
// Sign out (this browser) and sign out everywhere (every session of the person): form posts, so they work without
// JavaScript; Next checks each post's origin, and neither is ever a GET.
import { redirect } from 'next/navigation';
import { recordAudit } from '../audit/audit';
import { SIGN_IN_PATH } from '../paths';
import { staff } from '../records';
import { takeSessionCookie } from '../request';
import { currentStaff } from '../session';

export async function signOut(): Promise<void> {
  const me = await currentStaff();
  const token = await takeSessionCookie();
  if (token) await (await staff()).sessions.end(token);
  if (me) await recordAudit({ who: me, action: 'sign-out', target: 'this browser', result: 'signed out' });
  redirect(`${SIGN_IN_PATH}?done=signed-out`);
}

export async function signOutEverywhere(): Promise<void> {
  const me = await currentStaff();
  await takeSessionCookie();
  if (me) {
    const ended = await (await staff()).sessions.endAllOf(me.id);
    await recordAudit({
      who: me,
      action: 'sign-out-everywhere',
      target: 'every device',
      result: `${ended} session(s) ended`,
    });
  }
  redirect(`${SIGN_IN_PATH}?done=signed-out-everywhere`);
}
