// Erasure that holds: an erased address is kept only as a keyed hash, with when it was erased, so a lead
// of that address from before then (a replay, a copy on another instance's disk) is refused and never delivered.
// A lead made after it is a new submission, the person's new consent, and is taken (docs/leads.md, "Erasing a person").
import { randomBytes } from 'node:crypto';
import { keyedHash, purposeKey } from './keyed-hash';
import type { LeadFields } from './lead';
import { personOf } from './lead-query';
import { addressKey } from './person-address';

/** The keyed hash of an address; the same key on every instance (from configuration) finds the same person. */
export type AddressHasher = (email: string) => string;

export function addressHasher(secret: string | Buffer): AddressHasher {
  const key = purposeKey(secret, 'lead-erased-address');
  return (email) => keyedHash(key, addressKey(email));
}

/** Without a configured secret: this process's own key, so suppression holds only until a restart. */
export const processHasher: AddressHasher = addressHasher(randomBytes(32));

/** The hash of a lead's address, or null when the lead has none. */
export function hashOfLead(fields: LeadFields, hash: AddressHasher): string | null {
  const { email } = personOf(fields);
  return email ? hash(email) : null;
}

/** When a lead was made: a UUIDv7's first 48 bits are its time in ms; any other id falls back to `otherwise`. */
export function leadTime(id: string, otherwise: number): number {
  const match = /^([0-9a-f]{8})-([0-9a-f]{4})-7/i.exec(id);
  return match ? parseInt(match[1]! + match[2]!, 16) : otherwise;
}

/** Whether a lead made at `madeAt` is of an address erased at `erasedAt` (null: never erased) or after. */
export const isSuppressed = (erasedAt: number | null, madeAt: number): boolean =>
  erasedAt !== null && madeAt <= erasedAt;
