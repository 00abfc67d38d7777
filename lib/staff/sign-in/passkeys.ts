// Each person's passkeys: the public key WebAuthn checks a sign-in against, found by its credential id. A credential
// id is registered once, to one person: WebAuthn's "credentialId is not yet registered" check, made by the store.
import type { StaffKv } from '../store/kv';

export interface Passkey {
  /** The credential id, base64url. */
  id: string;
  personId: string;
  /** The COSE public key, base64url. */
  publicKey: string;
  counter: number;
  transports: string[];
  /** Synced across the person's devices (multiDevice) or kept on one. */
  synced: boolean;
  createdAt: number;
  lastUsedAt: number | null;
}

const passkeyKey = (id: string) => `passkey:${id}`;
const ofPerson = (personId: string) => `passkeys:${personId}`;

export function passkeysIn(kv: StaffKv) {
  const get = async (id: string): Promise<Passkey | null> => {
    const value = await kv.get(passkeyKey(id));
    return value ? (JSON.parse(value) as Passkey) : null;
  };
  return {
    get,
    /** Adds a passkey; false when its credential id is already registered, to anyone (it is then left as it was). */
    async add(passkey: Passkey): Promise<boolean> {
      if (!(await kv.setIfAbsent(passkeyKey(passkey.id), JSON.stringify(passkey)))) return false;
      await kv.addMember(ofPerson(passkey.personId), passkey.id);
      return true;
    },
    async of(personId: string): Promise<Passkey[]> {
      const keys = await Promise.all((await kv.members(ofPerson(personId))).map(get));
      return keys.filter((key) => key !== null).sort((a, b) => a.createdAt - b.createdAt);
    },
    /** Notes a sign-in; false when the passkey was removed meanwhile (and it stays removed). */
    async used(passkey: Passkey, counter: number, at: number): Promise<boolean> {
      return kv.setIfPresent(passkeyKey(passkey.id), JSON.stringify({ ...passkey, counter, lastUsedAt: at }));
    },
    /** Removes one of `personId`'s passkeys; false when they have none by that id. */
    async remove(personId: string, id: string): Promise<boolean> {
      if ((await get(id))?.personId !== personId) return false;
      await kv.removeMember(ofPerson(personId), id);
      await kv.del(passkeyKey(id));
      return true;
    },
    async removeAllOf(personId: string): Promise<void> {
      const ids = await kv.members(ofPerson(personId));
      await kv.del(...ids.map(passkeyKey), ofPerson(personId));
    },
  };
}
