// The retention the inbox shows, from the same numbers the workers and the audit store enforce.
import { WORKER_DEFAULTS } from '@/lib/leads/worker';
import { AUDIT_KEEP_MS } from '../store/sqlite-schema';

const DAY_MS = 24 * 60 * 60_000;

export const LEAD_RETENTION = { rejectedDays: WORKER_DEFAULTS.rejectedKeepMs / DAY_MS } as const;
export const AUDIT_KEEP_DAYS = Math.round(AUDIT_KEEP_MS / DAY_MS);
