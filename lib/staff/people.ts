// The console's people: one record each, found by id or by email (unique), listed by name.
import type { StaffMember } from './roles';
import type { StaffKv } from './store/kv';

export interface PersonRecord extends StaffMember {
  joinedAt: number;
}

const personKey = (id: string) => `person:${id}`;
const emailKey = (email: string) => `person-email:${email}`;
const PEOPLE = 'people';

/** Emails compare without case or surrounding spaces. */
export const normalEmail = (email: string): string => email.trim().toLowerCase();

export function peopleIn(kv: StaffKv) {
  const get = async (id: string): Promise<PersonRecord | null> => {
    const value = await kv.get(personKey(id));
    return value ? (JSON.parse(value) as PersonRecord) : null;
  };
  return {
    get,
    async byEmail(email: string): Promise<PersonRecord | null> {
      const id = await kv.get(emailKey(normalEmail(email)));
      return id ? get(id) : null;
    },
    async list(): Promise<PersonRecord[]> {
      const people = await Promise.all((await kv.members(PEOPLE)).map(get));
      return people.filter((person) => person !== null).sort((a, b) => a.name.localeCompare(b.name));
    },
    async count(): Promise<number> {
      return (await kv.members(PEOPLE)).length;
    },
    /** Adds a person; false when their email is already someone's. */
    async add(person: PersonRecord): Promise<boolean> {
      if (!(await kv.setIfAbsent(emailKey(normalEmail(person.email)), person.id))) return false;
      await kv.set(personKey(person.id), JSON.stringify(person));
      await kv.addMember(PEOPLE, person.id);
      return true;
    },
    async update(person: PersonRecord): Promise<void> {
      await kv.set(personKey(person.id), JSON.stringify(person));
    },
    async remove(id: string): Promise<PersonRecord | null> {
      const person = await get(id);
      if (!person) return null;
      await kv.removeMember(PEOPLE, id);
      await kv.del(personKey(id), emailKey(normalEmail(person.email)));
      return person;
    },
  };
}
