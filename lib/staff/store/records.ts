// Every kind of staff record over one store: what the console, the command line and the tests work with.
import { challengesIn } from '../challenges';
import { invitationsIn } from '../invitations';
import { limitsIn } from '../limits';
import { passkeysIn } from '../passkeys';
import { peopleIn } from '../people';
import { sessionsIn } from '../sessions';
import type { StaffKv } from './kv';

export function staffRecords(kv: StaffKv, secret: string | undefined, clock: () => number = Date.now) {
  return {
    kv,
    clock,
    people: peopleIn(kv),
    passkeys: passkeysIn(kv),
    sessions: sessionsIn(kv, clock),
    invitations: invitationsIn(kv, secret, clock),
    challenges: challengesIn(kv),
    limits: limitsIn(kv, clock),
  };
}

export type StaffRecords = ReturnType<typeof staffRecords>;

/** Removes a person: their record, their passkeys, and at once every session they have. */
export async function removePerson(records: StaffRecords, id: string) {
  const person = await records.people.remove(id);
  if (!person) return null;
  await records.passkeys.removeAllOf(id);
  await records.sessions.endAllOf(id);
  return person;
}
