import 'server-only';
import { z } from 'zod';
import { adminRequest, siteAdminConfig, type AdminResult } from '../cms/cms-admin';

const ERASED = z.object({ erased: z.number().int().min(0) });

/** The content API's copies of the person's quotes (its `leads` table), erased through its admin API. */
export const eraseQuotesInCms = (email: string): Promise<AdminResult<z.output<typeof ERASED>>> =>
  adminRequest(siteAdminConfig(), {
    method: 'POST',
    path: ['leads', 'erase'],
    body: { email },
    schema: ERASED,
    notFound: 'unsupported',
  });
