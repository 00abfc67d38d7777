// The console's server actions on a test store (console-store.ts), as a browser with passkey devices drives them.
import { beginJoin, finishJoin } from '@/lib/staff/sign-in/join';
import { beginSignIn, finishSignIn } from '@/lib/staff/sign-in/sign-in';
import { invitationUrl } from '@/lib/staff/sign-in/invitations';
import { site } from '@/lib/site';
import { browserCookie } from '../support/request-headers';
import { redirectTarget } from '../support/redirect-of';
import { SESSION } from './console-store';
import { softAuthenticator } from './soft-authenticator';

/** A device with a passkey for this site. */
export const newDevice = () => softAuthenticator(site.siteUrl);
export type Device = ReturnType<typeof newDevice>;

/** The token in an invitation link, as the join page reads it. */
export const tokenOf = (link: string) => new URL(link).searchParams.get('token') ?? '';
export const linkOf = (token: string) => invitationUrl(site.siteUrl, token);

/** Where an action sent the browser and the session cookie it holds then, or the words it refused with. */
type Outcome = { to: string; session: string | null } | { refused: string };

/** The session an outcome signed the browser in with, or null. */
export const sessionOf = (outcome: Outcome) => ('session' in outcome ? outcome.session : null);

async function outcome(finish: Promise<{ ok: false; message: string }>): Promise<Outcome> {
  const settled = await finish.then(
    (answer) => ({ refused: answer.message }),
    (thrown: unknown) => ({ thrown }),
  );
  if ('refused' in settled) return settled;
  const to = redirectTarget(settled.thrown);
  if (to === null) throw settled.thrown;
  return { to, session: browserCookie(SESSION) };
}

/** Opens the invitation, gives a name (and an email for the first admin's), and `device` makes the passkey. */
export async function join(
  token: string,
  device: Device,
  name: string,
  { email = '', claimId }: { email?: string; claimId?: string } = {},
): Promise<Outcome> {
  browserCookie(SESSION, null);
  const start = await beginJoin(token, name, email);
  if (!start.ok) return { refused: start.message };
  return outcome(finishJoin(start.challengeId, token, device.register(start.options, claimId)));
}

/** Signs in with the passkey `device` holds. */
export async function signIn(device: Device): Promise<Outcome> {
  browserCookie(SESSION, null);
  const start = await beginSignIn();
  if (!start.ok) return { refused: start.message };
  return outcome(finishSignIn(start.challengeId, device.signIn(start.options), null));
}

/** The browser now holds `session` (a person's cookie), so the next action runs as them. */
export const actAs = (session: string | null) => browserCookie(SESSION, session);
