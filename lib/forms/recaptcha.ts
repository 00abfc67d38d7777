import 'server-only';

const VERIFY_URL = 'https://www.google.com/recaptcha/api/siteverify';
/** Google's suggested cut-off between people and bots for v3 scores. */
export const RECAPTCHA_MIN_SCORE = 0.5;
const VERIFY_TIMEOUT_MS = 5_000;

interface VerifyAnswer {
  success?: boolean;
  score?: number;
  action?: string;
  hostname?: string;
}

export interface RecaptchaCheck {
  secret: string;
  token: string;
  action: string;
  hostname: string;
}

/** Whether Google vouches for the token: success, a human-enough score, our action and our host. */
export function acceptsAnswer(answer: VerifyAnswer, expected: { action: string; hostname: string }): boolean {
  return (
    answer.success === true &&
    (answer.score ?? 0) >= RECAPTCHA_MIN_SCORE &&
    answer.action === expected.action &&
    answer.hostname === expected.hostname
  );
}

/** Verifies a reCAPTCHA v3 token with Google; any failure to verify counts as a refusal. */
export async function verifyRecaptcha({ secret, token, action, hostname }: RecaptchaCheck): Promise<boolean> {
  if (!token) return false;
  try {
    const response = await fetch(VERIFY_URL, {
      method: 'POST',
      body: new URLSearchParams({ secret, response: token }),
      signal: AbortSignal.timeout(VERIFY_TIMEOUT_MS),
      cache: 'no-store',
    });
    if (!response.ok) return false;
    return acceptsAnswer((await response.json()) as VerifyAnswer, { action, hostname });
  } catch (error) {
    console.error('reCAPTCHA verification failed', error);
    return false;
  }
}
