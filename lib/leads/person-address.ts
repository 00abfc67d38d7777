// The address a lead is from, as erasure and the auto-reply's daily limit compare it. The forms take only a bare
// address now; a lead stored before (`Prize<victim@x.example>`) is read the way the mailer read it, so erasing
// victim@x.example finds it too.
import addressparser from 'nodemailer/lib/addressparser';
import { isEmailShaped } from '@site/shared/email';

/** The longest address any form or the console takes (RFC 5321): nothing longer is parsed. */
const ADDRESS_CHARS = 254;

/** The bare address `email` names: itself when bare, else the one address a mailer reads in it, else itself. */
export function bareAddressOf(email: string): string {
  const typed = email.trim();
  if (isEmailShaped(typed) || typed.length > ADDRESS_CHARS) return typed;
  const found = addressparser(typed, { flatten: true }).filter(({ address }) => isEmailShaped(address));
  return found.length === 1 ? found[0]!.address : typed;
}

/** Every key of a person's address: the bare address, NFC, lower case (in practice no two inboxes differ by case). */
export const addressKey = (email: string): string => bareAddressOf(email).normalize('NFC').toLowerCase();
