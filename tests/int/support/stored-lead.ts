import type { Lead } from '@/lib/leads/lead';

/** A contact lead as the journal stores it, pending and never tried: a test names only what it is about. */
export const storedLead = (overrides: Partial<Lead> = {}): Lead => ({
  id: 'lead-1',
  formId: 'contact',
  fields: {},
  pageUrl: 'http://localhost:3000/contact-us',
  attribution: null,
  privacyNoticeDate: null,
  state: 'pending',
  createdAt: 0,
  queuedAt: 0,
  attempts: 0,
  nextAttemptAt: null,
  lastError: null,
  reason: null,
  updatedAt: 0,
  ...overrides,
});
