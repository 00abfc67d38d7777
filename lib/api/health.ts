import 'server-only';
import { apiGet } from './fetch';
import { serviceListSchema } from './schemas/services';

/** Throws unless the content API answers a real call right now (past the data cache). */
export async function assertContentApiAnswers(): Promise<void> {
  await apiGet('get-service-list', { schema: serviceListSchema, tags: [], fresh: true });
}
