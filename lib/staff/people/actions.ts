'use server';
// The People page's actions, for admins only (checked here, whatever the page showed): invite, change a role,
// remove a person (their sessions end and their invitations are withdrawn at once), remove one passkey (the sessions
// it started end), withdraw an invitation. Each is audited.
import { refresh } from 'next/cache';
import { redirect } from 'next/navigation';
import { site } from '@/lib/site';
import { recordAudit } from '../audit/audit';
import { emailField, idField, roleField } from './form-fields';
import { invitationUrl } from '../sign-in/invitations';
import { staff } from '../records';
import { ROLE_INFO } from '../roles';
import { SCREENS } from '../screens';
import { requireScreen } from '../session';
import { removePasskeyOf, removePerson } from '../store/records';
import type { InviteState } from './invite-state';

const PEOPLE = '/staff/people';
const done = (notice: string): never => redirect(`${PEOPLE}?done=${notice}`);
const refused = (problem: string): never => redirect(`${PEOPLE}?problem=${problem}`);

export async function invitePerson(_previous: InviteState, form: FormData): Promise<InviteState> {
  const me = await requireScreen(SCREENS.people);
  const email = emailField(form);
  const role = roleField(form);
  if (!email) return { error: 'Enter the person’s email address, like ana@example.com.' };
  if (!role) return { error: 'Choose a role.' };
  if (!site.staff.secret) return { error: 'Invitations are not set up: the site has no STAFF_SECRET.' };
  const records = await staff();
  const { invitation, token } = await records.invitations.create({ email, role, invitedBy: me.id });
  const existing = await records.people.byEmail(email);
  await recordAudit({
    who: me,
    action: 'person.invite',
    target: email,
    result: `invited as ${role}${existing ? ' (a new passkey for someone already here)' : ''}`,
  });
  // The page's list of invitations not used yet names this one too, beside the link to send.
  refresh();
  return {
    link: invitationUrl(site.siteUrl, token),
    email,
    role,
    expiresAt: invitation.expiresAt,
    existing: Boolean(existing),
  };
}

/** True when `id` is the only admin: the console must always keep one. */
async function lastAdmin(id: string): Promise<boolean> {
  const admins = (await (await staff()).people.list()).filter((person) => person.role === 'admin');
  return admins.length === 1 && admins[0]?.id === id;
}

export async function changeRole(form: FormData): Promise<void> {
  const me = await requireScreen(SCREENS.people);
  const id = idField(form, 'person');
  const role = roleField(form);
  const records = await staff();
  const person = id ? await records.people.get(id) : null;
  if (!person || !role) return refused('unknown-person');
  if (person.role === role) return done('role-unchanged');
  if (person.role === 'admin' && (await lastAdmin(person.id))) return refused('last-admin');
  await records.people.update({ ...person, role });
  await recordAudit({
    who: me,
    action: 'person.role',
    target: person.email,
    result: `${ROLE_INFO[person.role].label} → ${ROLE_INFO[role].label}`,
  });
  return done('role-changed');
}

export async function removeSomeone(form: FormData): Promise<void> {
  const me = await requireScreen(SCREENS.people);
  const id = idField(form, 'person');
  const records = await staff();
  const person = id ? await records.people.get(id) : null;
  if (!person) return refused('unknown-person');
  if (person.role === 'admin' && (await lastAdmin(person.id))) return refused('last-admin');
  await removePerson(records, person.id);
  await recordAudit({
    who: me,
    action: 'person.remove',
    target: person.email,
    result: 'removed; their sessions ended, their invitations withdrawn',
  });
  if (person.id === me.id) redirect('/staff/sign-in');
  return done('removed');
}

export async function removePasskey(form: FormData): Promise<void> {
  const me = await requireScreen(SCREENS.people);
  const personId = idField(form, 'person');
  const passkeyId = form.get('passkey');
  const records = await staff();
  const person = personId ? await records.people.get(personId) : null;
  if (!person || typeof passkeyId !== 'string' || passkeyId.length > 1_024) return refused('unknown-passkey');
  const removed = await removePasskeyOf(records, person.id, passkeyId);
  if (!removed) return refused('unknown-passkey');
  await recordAudit({
    who: me,
    action: 'passkey.remove',
    target: person.email,
    result: `one passkey removed; ${removed.sessionsEnded} session(s) it started ended`,
  });
  return done('passkey-removed');
}

export async function withdrawInvitation(form: FormData): Promise<void> {
  const me = await requireScreen(SCREENS.people);
  const id = idField(form, 'invitation');
  const records = await staff();
  const invitation = id ? (await records.invitations.waiting()).find((item) => item.id === id) : undefined;
  if (!invitation || !(await records.invitations.withdraw(invitation.id))) return refused('unknown-invitation');
  await recordAudit({ who: me, action: 'invitation.withdraw', target: invitation.email, result: 'withdrawn' });
  return done('withdrawn');
}
