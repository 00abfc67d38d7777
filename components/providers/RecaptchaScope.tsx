'use client';
import { useEffect, type ReactNode } from 'react';
import { GoogleReCaptchaProvider } from 'react-google-recaptcha-v3';

const SCRIPT_ID = 'recaptcha-v3';
/** The library's own wording (spec 001 §8); it defines the callback but never attaches it to the script. */
export const SCRIPT_FAILED_WARNING = 'Error loading google recaptcha script';

/**
 * The invisible reCAPTCHA v3 provider around one form. Its script is injected after hydration,
 * async and deferred, so it never blocks the first paint; without a key, or when the script cannot
 * load, a warning is logged and the form submits without a token.
 */
export function RecaptchaScope({ siteKey, children }: { siteKey?: string; children: ReactNode }) {
  // Runs after the library's own effect (children first), once its script element exists.
  useEffect(() => {
    const script = siteKey ? document.getElementById(SCRIPT_ID) : null;
    if (!script) return;
    const onError = () => console.warn(SCRIPT_FAILED_WARNING);
    script.addEventListener('error', onError);
    return () => script.removeEventListener('error', onError);
  }, [siteKey]);

  return (
    <GoogleReCaptchaProvider
      reCaptchaKey={siteKey ?? ''}
      scriptProps={{ async: true, defer: true, appendTo: 'body', id: SCRIPT_ID }}
      container={{ parameters: { badge: 'inline' } }}
    >
      {children}
    </GoogleReCaptchaProvider>
  );
}
