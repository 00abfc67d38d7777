// Every kind of staff record over one store: what the console, the command line and the tests work with.
import { challengesIn } from '../sign-in/challenges';
import { invitationsIn } from '../sign-in/invitations';
import { limitsIn } from '../sign-in/limits';
import { passkeysIn } from '../sign-in/passkeys';
import { peopleIn } from '../people';
import { sessionsIn } from '../sign-in/sessions';
import type { StaffKv } from './kv';

export function staffRecords(kv: StaffKv, secret: string | undefined, clock: () => number = Date.now) {
  const people = peopleIn(kv);
  return {
    kv,
    clock,
    people,
    passkeys: passkeysIn(kv),
    sessions: sessionsIn(kv, clock),
    invitations: invitationsIn(kv, secret, clock, people),
    challenges: challengesIn(kv),
    limits: limitsIn(kv, clock),
  };
}

export type StaffRecords = ReturnType<typeof staffRecords>;

/** Removes a person: their record, their passkeys, every invitation waiting for them, and at once every session. */
export async function removePerson(records: StaffRecords, id: string) {
  const person = await records.people.remove(id);
  if (!person) return null;
  await records.passkeys.removeAllOf(id);
  await records.invitations.withdrawFor(person.email);
  await records.sessions.endAllOf(id);
  return person;
}

/** Removes one of a person's passkeys (a lost device) and ends the sessions it started; null when they have no such. */
export async function removePasskeyOf(records: StaffRecords, personId: string, passkeyId: string) {
  if (!(await records.passkeys.remove(personId, passkeyId))) return null;
  return { sessionsEnded: await records.sessions.endStartedWith(personId, passkeyId) };
}
