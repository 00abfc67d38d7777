'use client';
import { startAuthentication } from '@simplewebauthn/browser';
import type { PublicKeyCredentialRequestOptionsJSON } from '@simplewebauthn/browser';
import { beginSignIn, finishSignIn } from '@/lib/staff/sign-in/sign-in';
import { STAFF_COPY } from '@/lib/copy/staff';
import { usePasskeyCeremony } from './use-passkey-ceremony';
import styles from './forms.module.scss';

/** The sign-in button: the device finds this site's passkey itself, so there is nothing to type. */
export function PasskeySignIn({ returnTo }: { returnTo: string | null }) {
  const { run, message, working } = usePasskeyCeremony<PublicKeyCredentialRequestOptionsJSON>(
    STAFF_COPY.signIn.cancelled,
  );
  const signIn = () =>
    run(
      beginSignIn,
      (optionsJSON) => startAuthentication({ optionsJSON }),
      (challengeId, answer) => finishSignIn(challengeId, answer, returnTo),
    );
  return (
    <div className={styles.stack}>
      <button
        type="button"
        className={styles.primary}
        onClick={signIn}
        disabled={working}
        aria-describedby="sign-in-status"
      >
        {working ? STAFF_COPY.signIn.working : STAFF_COPY.signIn.button}
      </button>
      <p id="sign-in-status" role="alert" className={message ? styles.error : styles.empty}>
        {message}
      </p>
    </div>
  );
}
