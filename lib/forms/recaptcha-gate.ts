import 'server-only';
import { site } from '@/lib/site';
import { verifyRecaptcha } from './recaptcha';

/** Whether a submission passes reCAPTCHA as configured: no keys, nothing to verify; a site key alone fails closed. */
export async function passesRecaptcha(token: string, action: string): Promise<boolean> {
  const { siteKey, secretKey: secret } = site.recaptcha;
  // The production server refuses to start with one key alone.
  if (!secret) return !siteKey;
  return verifyRecaptcha({ secret, token, action, hostname: new URL(site.siteUrl).hostname });
}
