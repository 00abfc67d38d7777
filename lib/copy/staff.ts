// The staff console's words: plain, for a marketing manager, each problem saying what to do next.
import type { InvitationRefusal } from '@/lib/staff/sign-in/invitations';

const ASK_AGAIN = 'Ask an admin to send you a new invitation; it takes them a minute.';

const CONSOLE_NAME = 'Staff console';

export const STAFF_COPY = {
  consoleName: CONSOLE_NAME,
  /** Each screen's document title: its own name, then the console's (Next's `%s` template). */
  titleTemplate: `%s · ${CONSOLE_NAME}`,
  skipLink: 'Skip to the page',
  mainMenu: 'Console',
  signOut: 'Sign out',
  signOutEverywhere: 'Sign out everywhere',
  signIn: {
    title: 'Sign in',
    lead: 'Sign in with the passkey you made when you joined: your phone, your computer or a security key asks for your fingerprint, face or PIN.',
    button: 'Sign in with a passkey',
    working: 'Waiting for your passkey…',
    signedOut: 'You are signed out.',
    signedOutEverywhere: 'You are signed out on every device.',
    sessionEnded: 'Your session ended. Sign in again to carry on.',
    noPasskey: 'No passkey yet? Ask an admin for an invitation: it lets you make one.',
    expired: 'That took too long. Press the button again.',
    cancelled:
      'Signing in was cancelled, or your device did not find a passkey for this site. Try again, or ask an admin for an invitation to make a new one.',
    refused: 'Your passkey could not be checked. Try again; if it keeps failing, ask an admin for a new invitation.',
    unknownPasskey: 'This passkey is not known here: it may have been removed. Ask an admin for a new invitation.',
    tooMany: (minutes: number) =>
      `Too many failed sign-ins. Wait ${minutes} minute${minutes === 1 ? '' : 's'}, then try again.`,
  },
  invitation: {
    title: 'Join the staff console',
    lead: (email: string, role: string) =>
      `This invitation is for ${email}, as ${role}. Give your name, then make a passkey: your device asks for your fingerprint, face or PIN. No password, ever.`,
    firstAdminLead:
      'This invitation makes you the console’s first admin. Give your name and work email, then make a passkey: your device asks for your fingerprint, face or PIN. No password, ever.',
    emailLabel: 'Your work email',
    emailInvalid: 'Enter your work email address, like ana@example.com.',
    emailTaken: 'Someone here already has that email. Sign in instead, or give another address.',
    nameLabel: 'Your name',
    nameHint: 'As your colleagues know it; it is shown beside everything you do here.',
    button: 'Make my passkey and join',
    working: 'Waiting for your passkey…',
    expiresAt: 'This invitation works until',
    ceremonyExpired: 'That took too long. Press the button again.',
    passkeyRefused: 'Your device did not make a passkey, or it could not be checked. Press the button to try again.',
    passkeyTaken:
      'This passkey is already registered here, so it cannot be added again. Press the button to make a new one; if this message comes back, ask an admin.',
    cancelled: 'Making the passkey was cancelled. Press the button to try again.',
    refusals: {
      expired: { title: 'This invitation has expired.', help: `Invitations work for 24 hours. ${ASK_AGAIN}` },
      used: {
        title: 'This invitation has already been used.',
        help: `Each invitation works once. If you joined with it, sign in instead. If not, ${ASK_AGAIN.charAt(0).toLowerCase()}${ASK_AGAIN.slice(1)}`,
      },
      tampered: {
        title: 'This invitation link is not valid.',
        help: `It was changed, or cut short when it was copied. Open the link exactly as you received it, or ${ASK_AGAIN.charAt(0).toLowerCase()}${ASK_AGAIN.slice(1)}`,
      },
      malformed: {
        title: 'This invitation link is incomplete.',
        help: `Part of it is missing, as happens when a long link is copied in pieces. Open the link exactly as you received it, or ${ASK_AGAIN.charAt(0).toLowerCase()}${ASK_AGAIN.slice(1)}`,
      },
      'wrong-purpose': {
        title: 'This link is not an invitation.',
        help: `It was made for something else and cannot add you to the console. ${ASK_AGAIN}`,
      },
      unknown: { title: 'This invitation was withdrawn.', help: `An admin withdrew it. ${ASK_AGAIN}` },
      replaced: {
        title: 'This invitation is no longer valid.',
        help: 'A newer first-admin link replaced it. Open the link the site printed last (npm start, or npm run staff -- first-admin).',
      },
      'console-started': {
        title: 'This invitation is no longer valid.',
        help: `It was for the console’s first admin, and someone has joined since. ${ASK_AGAIN}`,
      },
      'not-configured': {
        title: 'Invitations are not set up on this site.',
        help: 'The site has no STAFF_SECRET. Ask the site’s administrator to set one (npm start does it for you).',
      },
    } satisfies Record<InvitationRefusal, { title: string; help: string }>,
    signInInstead: 'Go to sign-in',
  },
  forbidden: {
    title: 'This page is not for your role',
    lead: (role: string) =>
      `You are signed in as ${role}, which cannot open that page. If you need it, ask an admin to change your role.`,
    back: 'Back to your console',
  },
  leadNotFound: {
    title: 'This lead is not here',
    lead: 'It was erased (with every lead of its person), removed once its retention ran out, or the link was mistyped. Nothing of it is left to show.',
    back: 'Back to the leads',
  },
  home: {
    title: (name: string) => `Hello, ${name}`,
    lead: (role: string, summary: string) => `You are signed in as ${role}: ${summary} Open a page:`,
  },
  account: {
    lead: (name: string, email: string, role: string) => `${name} (${email}), signed in as ${role}.`,
    passkeys: 'Your passkeys',
    lostDevice:
      'Lost a device, or got a new one? Ask an admin for a new invitation: it adds a passkey to your account, and they can remove the old one.',
    everywhereLead:
      'Ends your session in every browser and on every device, this one included: use it if you signed in on a computer that is not yours.',
  },
  people: {
    lead: 'Everyone who can sign in to the console, and what their role lets them do. Removing someone signs them out at once.',
    invite: 'Invite someone',
    waiting: 'Invitations not used yet',
    noneWaiting: 'None.',
    until: 'works until',
    withdraw: 'Withdraw',
    everyone: (count: number) => `Everyone (${count})`,
    you: '(you)',
    roleOf: (name: string) => `Role of ${name}`,
    changeRole: 'Change role',
    remove: (name: string) => `Remove ${name}…`,
    removeWarning: (name: string) =>
      `${name} will be signed out everywhere at once, their passkeys removed and any invitation for them withdrawn. The audit log keeps what they did.`,
    removeConfirm: (name: string) => `Yes, remove ${name}`,
    notices: {
      'role-changed': 'Role changed. It applies to their very next click.',
      'role-unchanged': 'That was already their role: nothing changed.',
      removed: 'Removed. Their sessions have ended and their invitations no longer work.',
      'passkey-removed': 'Passkey removed: it no longer signs anyone in, and the sessions it started have ended.',
      withdrawn: 'Invitation withdrawn: its link no longer works.',
    },
    problems: {
      'last-admin': 'The console needs at least one admin: make someone else an admin first.',
      'unknown-person':
        'That person is no longer here (someone may have just removed them). The list below is current.',
      'unknown-passkey': 'That passkey is no longer here. The list below is current.',
      'unknown-invitation': 'That invitation was already used, withdrawn or expired.',
    },
  },
  passkeys: {
    none: 'No passkeys: this person cannot sign in until they use a new invitation.',
    synced: 'Synced across the person’s devices',
    oneDevice: 'On one device or security key',
    added: 'Added',
    lastUsed: 'last used',
    neverUsed: 'never used yet',
    remove: 'Remove this passkey',
  },
} as const;
