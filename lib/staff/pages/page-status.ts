import 'server-only';
import { lastEdited } from './last-edited';
import { lookAtLiveCopy } from './live-copy';
import { liveCopyWords, type LiveCopyWords } from './live-copy-words';
import type { IndexedPage } from './page-index';

/** What is live for a page, in words: the console's look at its copy and the CMS's last edit, side by side. */
export async function pageStatus(page: IndexedPage): Promise<LiveCopyWords> {
  const [copy, edited] = await Promise.all([lookAtLiveCopy(page.path), lastEdited(page.ref)]);
  return liveCopyWords(copy, edited, page.ref.kind === 'record', Date.now());
}
