// Whether the CRM's web-to-lead endpoint answers at all, checked just before a native POST to it:
// a down CRM would otherwise leave the visitor on the browser's own error page, their input lost.

/** A CRM that is merely slow is not down: past this, the form is sent and the browser waits for it. */
export const CRM_PROBE_TIMEOUT_MS = 5_000;

/**
 * A `no-cors` HEAD resolves (opaquely) on any HTTP answer, 4xx and 5xx included, and rejects only when
 * nothing answers: host down, connection refused, DNS failure. Needs the CRM origin in CSP `connect-src`.
 */
export async function crmAnswers(url: string, timeoutMs = CRM_PROBE_TIMEOUT_MS): Promise<boolean> {
  try {
    await fetch(url, {
      method: 'HEAD',
      mode: 'no-cors',
      cache: 'no-store',
      credentials: 'omit',
      signal: AbortSignal.timeout(timeoutMs),
    });
    return true;
  } catch (error) {
    return error instanceof DOMException && error.name === 'TimeoutError';
  }
}
