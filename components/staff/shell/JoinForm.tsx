'use client';
import { startRegistration } from '@simplewebauthn/browser';
import type { PublicKeyCredentialCreationOptionsJSON } from '@simplewebauthn/browser';
import { useId, useState, type FormEvent } from 'react';
import { beginJoin, finishJoin } from '@/lib/staff/sign-in/join';
import { STAFF_COPY } from '@/lib/copy/staff';
import { NAME_MAX } from '@/lib/staff/sign-in/person-name';
import { usePasskeyCeremony } from './use-passkey-ceremony';
import styles from './forms.module.scss';

const COPY = STAFF_COPY.invitation;

/** The invitation's form: a name, then the device makes a passkey; the server signs the person in. */
export function JoinForm({ token, asksEmail }: { token: string; asksEmail: boolean }) {
  const ids = { name: useId(), hint: useId(), email: useId(), status: useId() };
  const [name, setName] = useState('');
  const [email, setEmail] = useState('');
  const { run, message, working } = usePasskeyCeremony<PublicKeyCredentialCreationOptionsJSON>(COPY.cancelled);
  function join(event: FormEvent) {
    event.preventDefault();
    void run(
      () => beginJoin(token, name, email),
      (optionsJSON) => startRegistration({ optionsJSON }),
      (challengeId, answer) => finishJoin(challengeId, token, answer),
    );
  }
  return (
    <form className={styles.stack} onSubmit={join} noValidate>
      <div className={styles.field}>
        <label htmlFor={ids.name}>{COPY.nameLabel}</label>
        <input
          id={ids.name}
          name="name"
          autoComplete="name"
          required
          maxLength={NAME_MAX}
          value={name}
          onChange={(event) => setName(event.target.value)}
          aria-describedby={`${ids.hint} ${ids.status}`}
          aria-invalid={Boolean(message) || undefined}
        />
        <p id={ids.hint} className={styles.hint}>
          {COPY.nameHint}
        </p>
      </div>
      {asksEmail && (
        <div className={styles.field}>
          <label htmlFor={ids.email}>{COPY.emailLabel}</label>
          <input
            id={ids.email}
            name="email"
            type="email"
            autoComplete="email"
            required
            maxLength={254}
            value={email}
            onChange={(event) => setEmail(event.target.value)}
            aria-describedby={ids.status}
          />
        </div>
      )}
      <button type="submit" className={styles.primary} disabled={working}>
        {working ? COPY.working : COPY.button}
      </button>
      <p id={ids.status} role="alert" className={message ? styles.error : styles.empty}>
        {message}
      </p>
    </form>
  );
}
