// Which alert queue this process uses: the same kind as its lead queue (lib/leads/open.ts), on the same store.
import path from 'node:path';
import { DAY_MS } from '@/lib/leads/open';
import type { AlertQueue } from './alert-queue';
import { openBullmqAlerts } from './bullmq-alerts';
import type { AlertConfig } from './config';
import { openSqliteAlerts } from './sqlite-alerts';

interface QueueConfig {
  siteUrl: string;
  brand: { name: string };
  redisUrl?: string;
  leads: { journal: string; retentionDays: number };
  alerts: Omit<AlertConfig, 'siteUrl' | 'brand'>;
}

export const openAlertQueue = ({ redisUrl, leads }: QueueConfig): AlertQueue =>
  redisUrl ? openBullmqAlerts(redisUrl, leads.retentionDays * DAY_MS) : openSqliteAlerts(path.resolve(leads.journal));

export const alertConfigOf = ({ siteUrl, brand, alerts }: QueueConfig): AlertConfig => ({
  siteUrl,
  brand: brand.name,
  ...alerts,
});
