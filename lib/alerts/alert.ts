// An alert: one message about one accepted lead on one channel, queued beside the lead and sent once (docs/leads.md).

/** email: to sales (LEAD_ALERT_TO); chat: the webhook (LEAD_ALERT_WEBHOOK_URL); autoreply: to the visitor. */
export const ALERT_CHANNELS = ['email', 'chat', 'autoreply'] as const;
export type AlertChannel = (typeof ALERT_CHANNELS)[number];

/** pending: waiting or retrying; sent: the server took it; dead: refused, or given up after ALERT_GIVE_UP_MS. */
export const ALERT_STATES = ['pending', 'sent', 'dead'] as const;
export type AlertState = (typeof ALERT_STATES)[number];

/** An alert is news for a day; after that the lead is in the console anyway and a person is told. */
export const ALERT_GIVE_UP_MS = 24 * 60 * 60_000;
/** This many failures in a row and a person is told (about five minutes of backoff), before it is given up. */
export const ALERT_FAILING_AFTER = 5;

/** What the lead inbox shows of an alert (a lead's page in the console). */
export interface AlertRecord {
  leadId: string;
  channel: AlertChannel;
  state: AlertState;
  /** The state in words, for a sales person: "sent", "retrying (3 attempts)", "given up: …". */
  stateInWords: string;
  attempts: number;
  sentAt: number | null;
  lastError: string | null;
}

/** What sending one alert came to: refused is final (a 4xx, an SMTP 5xx), retry is not. */
export type AlertOutcome = { kind: 'sent' } | { kind: 'retry'; error: string } | { kind: 'refused'; error: string };

export interface AlertStats {
  pending: number;
  sent: number;
  dead: number;
  /** Pending alerts that have failed ALERT_FAILING_AFTER times or more: a person should look. */
  failing: number;
}

export const alertStateInWords = (state: AlertState, attempts: number, lastError: string | null): string =>
  state === 'sent'
    ? 'sent'
    : state === 'dead'
      ? `given up: ${lastError ?? 'unknown error'}`
      : attempts === 0
        ? 'queued'
        : `retrying (${attempts} failed attempt${attempts === 1 ? '' : 's'}: ${lastError ?? 'unknown error'})`;

/** The error-level line an alert given up, or failing again and again, leaves in the log. */
export const alertFailureLine = (
  leadId: string,
  channel: AlertChannel,
  attempts: number,
  error: string,
  dead: boolean,
) =>
  `Lead alert ${channel} for lead ${leadId} ${dead ? 'is given up' : 'keeps failing'} after ${attempts} attempts: ` +
  `${error}. A person must look: check the ${channel === 'chat' ? 'webhook' : 'SMTP server'} ` +
  '(`npm run leads -- status`, docs/leads.md).';

/** After the n-th failure: between half and all of 5 s × 2ⁿ⁻¹, capped at 5 min (an alert is news; a lead can wait). */
export function alertRetryDelayMs(attempts: number, random: () => number = Math.random): number {
  const base = Math.min(5 * 60_000, 5_000 * 2 ** Math.max(0, attempts - 1));
  return Math.round(base / 2 + (base / 2) * random());
}
