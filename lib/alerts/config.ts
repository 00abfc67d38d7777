// Which alert channels are on, from the site's configuration (lib/site.ts `alerts`): each only when configured.
import type { AlertChannel } from './alert';

export interface AlertConfig {
  siteUrl: string;
  brand: string;
  smtpUrl?: string;
  to: readonly string[];
  from: string;
  webhookUrl?: string;
  autoreply: boolean;
}

export const channelsOn = (config: AlertConfig): AlertChannel[] => [
  ...(config.smtpUrl && config.to.length ? (['email'] as const) : []),
  ...(config.webhookUrl ? (['chat'] as const) : []),
  ...(config.smtpUrl && config.autoreply ? (['autoreply'] as const) : []),
];
