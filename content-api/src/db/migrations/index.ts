import type { Migration } from '../migrate.ts';
import { content } from './001_content.ts';
import { catalogue } from './002_catalogue.ts';
import { outboxAndLeads } from './003_outbox_and_leads.ts';
import { listKeys } from './004_list_keys.ts';
import { outboxListTypes } from './005_outbox_list_types.ts';
import { jobPosting } from './006_job_posting.ts';
import { jobPostingTerms } from './007_job_posting_terms.ts';
import { leadIds } from './008_lead_ids.ts';
import { publication } from './009_publication.ts';
import { redirects } from './010_redirects.ts';
import { scheduling } from './011_scheduling.ts';
import { redirectPaths } from './012_redirect_paths.ts';
import { previewLinks } from './013_preview_links.ts';
import { previewKeys } from './014_preview_keys.ts';
import { outboxTypesInCode } from './015_outbox_types_in_code.ts';
import { previewLinkTypesInCode } from './016_preview_link_types_in_code.ts';
import { recordVersions } from './017_record_versions.ts';

export const MIGRATIONS: readonly Migration[] = [
  content,
  catalogue,
  outboxAndLeads,
  listKeys,
  outboxListTypes,
  jobPosting,
  jobPostingTerms,
  leadIds,
  publication,
  redirects,
  scheduling,
  redirectPaths,
  previewLinks,
  previewKeys,
  outboxTypesInCode,
  previewLinkTypesInCode,
  recordVersions,
];
