'use client';
import { useEffect, useRef, useState } from 'react';
import { fetchFillToken } from '@/lib/api/fill-token';
import { FILL_TOKEN_FIELD, FILL_TOKEN_PATH } from '@/lib/forms/state';
import { useHydrated } from '@/lib/hooks/use-hydrated';

/** Text typed before the script ran: when the visitor began is unknown, so nothing may be checked. */
const typedBeforeScript = (form: HTMLFormElement) =>
  Array.from(form.querySelectorAll<HTMLInputElement | HTMLTextAreaElement>('input:not([type=hidden]), textarea')).some(
    (field) => field.value !== field.defaultValue,
  );

/**
 * As the page loads (the form's script starts), the form asks the server for a signed start time, sent with the
 * lead (the minimum fill time): a visitor who reads the page, then lets the browser fill the form and sends it at
 * once, took as long as the page was open. The field exists only once the script runs: without JavaScript, or when
 * the server cannot be asked, nothing is checked.
 */
export function FillTimeStamp() {
  const hydrated = useHydrated();
  const input = useRef<HTMLInputElement>(null);
  // State, not the DOM: React resets a hidden input's defaultValue each time a controlled form re-renders.
  const [token, setToken] = useState('');
  useEffect(() => {
    const form = input.current?.form;
    if (!form || typedBeforeScript(form)) return;
    let current = true;
    // A lost token costs only the check, never the lead.
    fetchFillToken(FILL_TOKEN_PATH).then(
      (signed) => current && setToken(signed),
      () => undefined,
    );
    return () => {
      current = false;
    };
  }, [hydrated]);
  return hydrated ? <input ref={input} type="hidden" name={FILL_TOKEN_FIELD} value={token} /> : null;
}
