// The fields console forms post, each bounded and checked before use: only the names a form has are read.
import { isEmailShaped } from '@site/shared/email';
import { isStaffRole, type StaffRole } from '../roles';

const MAX_ID = 64;
const ID = /^[A-Za-z0-9_-]{1,64}$/;

/** A short identifier field (a person, a passkey, an invitation), or null. */
export function idField(form: FormData, name: string): string | null {
  const value = form.get(name);
  return typeof value === 'string' && value.length <= MAX_ID * 2 && ID.test(value) ? value : null;
}

export function roleField(form: FormData, name = 'role'): StaffRole | null {
  const value = form.get(name);
  return isStaffRole(value) ? value : null;
}

/** A work email: 254 characters at most, shaped like one (a linear check, @site/shared/email). */
export function emailField(form: FormData, name = 'email'): string | null {
  const value = form.get(name);
  if (typeof value !== 'string' || value.length > 254) return null;
  const email = value.trim().toLowerCase();
  return isEmailShaped(email) ? email : null;
}
