// A lead journal of the test file's own (a temporary folder), and the helpers the form actions' specs share.
import { mkdtempSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll } from 'vitest';
import { leadQueue } from '@/lib/leads/runtime';
import { site } from '@/lib/site';

export { formOf } from './form-data';
export { redirectOf } from './redirect-of';

/** Points the site at a fresh journal, opened on first use and removed after the file's tests. */
export function withTemporaryJournal(): void {
  const dir = mkdtempSync(path.join(tmpdir(), 'leads-'));
  (site.leads as { journal: string }).journal = path.join(dir, 'leads.sqlite');
  afterAll(async () => {
    await leadQueue().close();
    rmSync(dir, { recursive: true, force: true });
  });
}

/** The bytes of every file of the journal as the disk holds them: the database, its -wal and its -shm. */
export const journalBytes = (): number =>
  ['', '-wal', '-shm'].reduce((sum, suffix) => {
    try {
      return sum + statSync(`${site.leads.journal}${suffix}`).size;
    } catch {
      return sum;
    }
  }, 0);

/** What a visitor types into the contact form, by CRM name. */
export const CONTACT_TYPED = {
  'First Name': 'Grace',
  'Last Name': 'Hopper',
  Email: 'grace@navy.example',
  Phone: '2125550123',
  LEADCF3: 'General Questions',
  Description: 'COBOL?',
};

/** What the CRM gets of CONTACT_TYPED: the number in E.164, with its country (+1, the form's default). */
export const CONTACT_RECEIVED = { ...CONTACT_TYPED, Phone: '+12125550123', LEADCF15: '+1 US' };

/** The contact form as posted: what was typed, with the page's hidden form id and page URL. */
export const contactPost = (page = `${site.siteUrl}/contact-us`) => ({
  ...CONTACT_TYPED,
  xmIwtLD: 'contact',
  LEADCF17: page,
});
