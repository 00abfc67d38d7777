import type { RecordTypeName } from '@/lib/content-types';
import type { RevalidateRequest } from './request';

/** What the staff console refreshes beyond the webhook's bodies: every record of a type, or one fixed page. */
export type ConsoleChange = { type: 'every'; of: RecordTypeName } | { type: 'page'; path: string };

/** Any change the shared refresh plans: a webhook body or a console's. */
export type Change = RevalidateRequest | ConsoleChange;
