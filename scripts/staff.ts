// `npm run staff -- <command>`: the console's people from a terminal (docs/staff-console.md), on the store the site
// uses (STAFF_DB, or Redis with REDIS_URL) and with the secret `npm start` keeps in .data/secrets.json.
//   invite <email> --role admin|editor|sales   prints a one-time invitation link (24 h)
//   first-admin                                 with nobody yet, prints an invitation for the first admin (the
//                                               earlier one stops working); once anyone has joined, prints nothing
//   list                                        everyone, their role and passkeys
//   remove <email>                              removes a person; their sessions end, their invitations are withdrawn
import { userInfo } from 'node:os';
import { fail, optionIn } from './lib/command-line';
import { readSecrets, SECRETS_FILE } from './lib/secrets-file.mjs';

// The secret npm start generated and kept, unless the environment names one (process.env turns undefined into text).
const kept = readSecrets(SECRETS_FILE).STAFF_SECRET;
if (!process.env.STAFF_SECRET && kept) process.env.STAFF_SECRET = kept;

const [
  { site },
  { openStaffKv },
  { staffRecords, removePerson },
  { invitationUrl },
  { isStaffRole },
  { auditRecord },
  { AUDIT_KEEP_MS },
  { isEmailShaped },
] = await Promise.all([
  import('../lib/site'),
  import('../lib/staff/store/open-kv'),
  import('../lib/staff/store/records'),
  import('../lib/staff/sign-in/invitations'),
  import('../lib/staff/roles'),
  import('../lib/staff/audit/audit-record'),
  import('../lib/staff/store/sqlite-schema'),
  import('@site/shared/email'),
]);

const [command, ...args] = process.argv.slice(2);
const option = optionIn(args);

const kv = await openStaffKv(site);
const records = staffRecords(kv, site.staff.secret);
// The terminal's user stands as the actor in the audit log.
const operator = { id: 'terminal', name: `${userInfo().username} (npm run staff)`, email: '', role: 'admin' as const };
const audit = (action: string, target: string, result: string) =>
  kv.appendAudit(auditRecord({ who: operator, action, target, result }, Date.now()), AUDIT_KEEP_MS);

function needSecret() {
  if (!site.staff.secret)
    fail('STAFF_SECRET is not set (npm start makes one in .data/secrets.json; or set it in .env).');
}

async function invite(email: string, role: string) {
  needSecret();
  if (!isStaffRole(role)) fail(`--role must be admin, editor or sales, not "${role}"`);
  const { token } = await records.invitations.create({ email, role, invitedBy: operator.id });
  await audit('person.invite', email, `invited as ${role} from a terminal`);
  return invitationUrl(site.siteUrl, token);
}

/** The first admin's link, which replaces any earlier one; null once anyone has joined. */
async function firstAdmin() {
  needSecret();
  const made = await records.invitations.createFirstAdmin(operator.id);
  if (!made) return null;
  await audit(
    'person.invite',
    'the first admin',
    'invited as admin from a terminal (replaces any earlier first-admin link)',
  );
  return invitationUrl(site.siteUrl, made.token);
}

try {
  if (command === 'invite') {
    const email = (args[0] ?? '').trim().toLowerCase();
    if (email.length > 254 || !isEmailShaped(email))
      fail('Usage: npm run staff -- invite ana@example.com --role admin');
    console.log(await invite(email, option('--role') ?? 'editor'));
    console.log('One use, within 24 hours: send it to them, and nobody else.');
  } else if (command === 'first-admin') {
    const link = await firstAdmin();
    if (link) console.log(link);
  } else if (command === 'list') {
    for (const person of await records.people.list())
      console.log(
        `${person.email}\t${person.role}\t${person.name}\t${(await records.passkeys.of(person.id)).length} passkey(s)`,
      );
  } else if (command === 'remove') {
    const person = await records.people.byEmail(args[0] ?? '');
    if (!person) fail(`nobody here has the email "${args[0] ?? ''}"`);
    await removePerson(records, person.id);
    await audit('person.remove', person.email, 'removed from a terminal; their sessions ended, invitations withdrawn');
    console.log(`Removed ${person.name} <${person.email}>; their sessions have ended, their invitations withdrawn.`);
  } else {
    fail('Commands: invite <email> --role admin|editor|sales, first-admin, list, remove <email>');
  }
} finally {
  await kv.close();
}
