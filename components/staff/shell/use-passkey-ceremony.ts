'use client';
// The browser's half of a passkey ceremony: ask the server to start, let the device answer, send the answer back.
// The server redirects when it succeeds; otherwise its words (or the device's refusal) are shown.
import { useState } from 'react';
import type { PasskeyStart } from '@/lib/staff/sign-in/passkey-start';

type Finish = (challengeId: string, answer: unknown) => Promise<{ ok: false; message: string } | void>;

/** `run(begin, device, finish)`; `message` is what went wrong, `working` while the device is asked. */
export function usePasskeyCeremony<O>(cancelled: string) {
  const [message, setMessage] = useState<string | null>(null);
  const [working, setWorking] = useState(false);
  async function run(begin: () => Promise<PasskeyStart<O>>, device: (options: O) => Promise<unknown>, finish: Finish) {
    setWorking(true);
    setMessage(null);
    try {
      const start = await begin();
      if (!start.ok) return setMessage(start.message);
      let answer: unknown;
      try {
        answer = await device(start.options);
      } catch {
        // The person closed the prompt, or the device has no passkey for this site.
        return setMessage(cancelled);
      }
      const result = await finish(start.challengeId, answer);
      if (result && !result.ok) setMessage(result.message);
    } finally {
      setWorking(false);
    }
  }
  return { run, message, working };
}
