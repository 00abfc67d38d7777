// Sends one alert on its channel: SMTP through nodemailer (a connection per message: a failure is ours to retry), the
// chat webhook with fetch. Each answers an outcome; only a refusal meant for good (an SMTP 5xx, an HTTP 4xx) is final.
import { createTransport } from 'nodemailer';
import type { Address } from 'nodemailer/lib/mailer';
import { isEmailShaped } from '@site/shared/email';
import type { Lead } from '@/lib/leads/lead';
import type { AlertChannel, AlertOutcome } from './alert';
import { autoreplyEmail } from './autoreply-email';
import { chatMessage } from './chat-message';
import type { AlertConfig } from './config';
import { leadFacts } from './facts';
import { salesEmail, type EmailContent } from './sales-email';

/** Shorter than a BullMQ alert job's lock (15 s), so a slow server is a retry, not a stalled job. */
const SEND_TIMEOUT_MS = 10_000;

export type SendAlert = (lead: Lead, channel: AlertChannel) => Promise<AlertOutcome>;

const messageOf = (error: unknown) => (error instanceof Error ? error.message : String(error)).slice(0, 500);

/** An SMTP 5xx is the server's final answer (no such mailbox, refused); anything else may pass later. */
function smtpOutcome(error: unknown): AlertOutcome {
  const code = (error as { responseCode?: number }).responseCode;
  return code && code >= 500
    ? { kind: 'refused', error: messageOf(error) }
    : { kind: 'retry', error: messageOf(error) };
}

function httpOutcome(status: number): AlertOutcome {
  if (status >= 200 && status < 300) return { kind: 'sent' };
  const error = `the webhook answered ${status}`;
  return status >= 400 && status < 500 && status !== 408 && status !== 429
    ? { kind: 'refused', error }
    : { kind: 'retry', error };
}

export function alertSender(config: AlertConfig): { send: SendAlert; close: () => void } {
  const timeouts = {
    connectionTimeout: SEND_TIMEOUT_MS,
    greetingTimeout: SEND_TIMEOUT_MS,
    socketTimeout: SEND_TIMEOUT_MS,
  };
  const smtp = config.smtpUrl ? createTransport({ url: config.smtpUrl, ...timeouts }) : null;
  const host = new URL(config.siteUrl).hostname;

  async function mail(lead: Lead, channel: AlertChannel, to: readonly (string | Address)[], content: EmailContent) {
    if (!smtp) return { kind: 'refused', error: 'SMTP_URL is not set' } as const;
    try {
      // One Message-ID per lead and channel: a resend after a crash is recognisably the same message.
      await smtp.sendMail({
        from: config.from,
        to: [...to],
        messageId: `<${lead.id}.${channel}@${host}>`,
        ...content,
      });
      return { kind: 'sent' } as const;
    } catch (error) {
      return smtpOutcome(error);
    }
  }

  async function post(lead: Lead): Promise<AlertOutcome> {
    if (!config.webhookUrl) return { kind: 'refused', error: 'LEAD_ALERT_WEBHOOK_URL is not set' };
    try {
      const response = await fetch(config.webhookUrl, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify(chatMessage(leadFacts(lead, config.siteUrl))),
        signal: AbortSignal.timeout(SEND_TIMEOUT_MS),
        redirect: 'manual',
      });
      await response.body?.cancel();
      return httpOutcome(response.status);
    } catch (error) {
      return { kind: 'retry', error: messageOf(error) };
    }
  }

  const send: SendAlert = async (lead, channel) => {
    const facts = leadFacts(lead, config.siteUrl);
    if (channel === 'chat') return post(lead);
    if (channel === 'email') return mail(lead, channel, config.to, salesEmail(facts));
    if (!facts.email || !isEmailShaped(facts.email)) return { kind: 'refused', error: 'the lead has no bare address' };
    // An address object: nodemailer writes it as given, so nothing the visitor typed is parsed into a name.
    return mail(lead, channel, [{ name: '', address: facts.email }], autoreplyEmail(config.brand));
  };
  return { send, close: () => smtp?.close() };
}
