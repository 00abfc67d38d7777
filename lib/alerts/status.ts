// What `npm run leads -- status` and /api/health say of the alerts: a person must look while one is given up or
// keeps failing (docs/leads.md, "Alerts").
import { ALERT_FAILING_AFTER, type AlertStats } from './alert';

export const alertsNeedAttention = (stats: AlertStats | null): boolean =>
  stats !== null && (stats.dead > 0 || stats.failing > 0);

export function alertsStatusLines(stats: AlertStats): string[] {
  const lines = [`alerts: pending ${stats.pending}, sent ${stats.sent}, given up ${stats.dead}`];
  if (alertsNeedAttention(stats))
    lines.push(
      `NEEDS A PERSON: ${stats.dead} alert(s) given up and ${stats.failing} failing ${ALERT_FAILING_AFTER}+ times ` +
        'in a row: check SMTP_URL, LEAD_ALERT_TO and LEAD_ALERT_WEBHOOK_URL (the error log names each). ' +
        'The leads themselves are safe; open them in the console.',
    );
  return lines;
}
