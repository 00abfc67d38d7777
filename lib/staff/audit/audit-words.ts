// An audit line as a sentence a person reads ("Refreshed every post: …"); the raw line stays for the details. Pure.
import type { RecordTypeName } from '@/lib/content-types';
import { FAMILY_NAMES, targetFrom } from '../pages/refresh-scope';
import type { AuditRecord } from '../store/kv';
import { TYPE_NAME } from '../words';

/** What each action did, as the start of its sentence; the target follows. */
const DID: Record<string, string> = {
  refresh: 'Refreshed',
  'record.publication': 'Changed the state and schedule of',
  'record.edit': 'Edited',
  'record.create': 'Created',
  'record.delete': 'Deleted',
  upload: 'Uploaded',
  'preview-link.create': 'Made a preview link for',
  'preview-link.revoke': 'Revoked',
  'redirect.add': 'Added the redirect',
  'redirect.remove': 'Removed the redirect',
  'person.invite': 'Invited',
  'person.role': 'Changed the role of',
  'person.remove': 'Removed from the console',
  'passkey.remove': 'Removed a passkey of',
  'invitation.withdraw': 'Withdrew the invitation for',
  'invitation.accept': 'Joined the console as',
  'sign-in': 'Signed in to the',
  'sign-out': 'Signed out of',
  'sign-out-everywhere': 'Signed out of',
  'lead.release': 'Released',
  'lead.retry': 'Sent again',
  'lead.erase': 'Erased',
  'lead.export': 'Exported the leads matching',
};

/** "blog hello" (the record's type and slug, as the content actions write it) → "the post “hello”". */
function recordWords(target: string): string {
  const [type = '', slug = ''] = target.split(/[ :]/, 2);
  return Object.hasOwn(TYPE_NAME, type) ? `the ${TYPE_NAME[type as RecordTypeName].toLowerCase()} “${slug}”` : target;
}

/** The target in words: a refresh's by what it refreshed, a record by its type and slug (its saved values left out). */
function targetWords({ action, target }: AuditRecord): string {
  if (['record.publication', 'record.edit', 'record.create', 'record.delete', 'preview-link.create'].includes(action))
    return recordWords(target);
  if (action !== 'refresh') return target;
  const refreshed = targetFrom(target);
  if (!refreshed) return target;
  if (refreshed.kind === 'page') return refreshed.path;
  return refreshed.kind === 'all' ? 'the whole site' : `every ${FAMILY_NAMES[refreshed.of][0]}`;
}

/** "Refreshed every post: All 12 pages are live everywhere 1.2 s after you clicked." */
export function auditSentence(record: AuditRecord): string {
  const result = record.result.replace(/\.$/, '');
  return `${DID[record.action] ?? record.action} ${targetWords(record)}: ${result}.`;
}

/** The line as it is kept, for whoever looks further. */
export const auditDetails = ({ action, target, result }: AuditRecord) =>
  `action: ${action}\ntarget: ${target}\nresult: ${result}`;
