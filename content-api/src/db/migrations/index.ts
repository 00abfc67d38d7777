import type { Migration } from '../migrate.ts';
import { content } from './001_content.ts';
import { catalogue } from './002_catalogue.ts';
import { outboxAndLeads } from './003_outbox_and_leads.ts';

export const MIGRATIONS: readonly Migration[] = [content, catalogue, outboxAndLeads];
