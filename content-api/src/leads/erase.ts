// A person erased on the site is erased here too: their quotes, and no byte of them left in the database's files.
import { isEmailShaped } from '@site/shared/email';
import { badRequest } from '../http/errors.ts';
import { sql, type Db } from '../db/connection.ts';

/** The longest address (RFC 5321) any form takes: nothing longer is compared. */
export const ERASE_EMAIL_MAX = 254;

/** How the site compares addresses (lib/leads/person-address.ts): trimmed, NFC, lower case. */
const addressKey = (email: string) => email.trim().normalize('NFC').toLowerCase();

/** `{"email": "<one bare address>"}` and nothing else, or a 400 that says what is wrong. */
export function parseEraseBody(body: unknown): string {
  if (body === null || typeof body !== 'object' || Array.isArray(body)) throw badRequest('expected a JSON object body');
  const { email, ...rest } = body as Record<string, unknown>;
  const unknown = Object.keys(rest);
  if (unknown.length > 0) throw badRequest(`unknown field${unknown.length > 1 ? 's' : ''}: ${unknown.join(', ')}`);
  if (typeof email !== 'string' || email.length > ERASE_EMAIL_MAX || !isEmailShaped(email.trim()))
    throw badRequest(`email: one address like ana@example.com, at most ${ERASE_EMAIL_MAX} characters`);
  return email;
}

/** Deletes every quote whose address is `email` (any case); answers how many went. */
export function eraseQuotes(db: Db, email: string): number {
  const key = addressKey(email);
  const rows = sql(db, "SELECT id, json_extract(fields, '$.email') AS email FROM leads WHERE kind = 'quote'").all() as {
    id: number;
    email: unknown;
  }[];
  const ids = rows.filter((row) => typeof row.email === 'string' && addressKey(row.email) === key).map((row) => row.id);
  if (ids.length === 0) return 0;
  // Deleted pages are zeroed, and the WAL (which still holds the rows' earlier writes) is folded in and emptied.
  db.pragma('secure_delete = ON');
  const remove = sql(db, 'DELETE FROM leads WHERE id = ?');
  db.transaction(() => ids.forEach((id) => remove.run(id)))();
  db.pragma('wal_checkpoint(TRUNCATE)');
  return ids.length;
}
