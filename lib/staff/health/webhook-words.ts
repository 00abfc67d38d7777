// The CMS's last call to the site in a sentence: which change it announced and what the site did with it. Pure.
import type { WebhookCall } from '@/lib/revalidate/last-call';
import { parseRevalidateRequest } from '@/lib/revalidate/request';
import { count } from '@/lib/text/count';
import { say, when, type Said } from '../when';
import { TYPE_NAME } from '../words';

/** What the change was about, from the body the CMS sent: "the redirect of /old-offer", "the post “hello”". */
function subjectOf(body: string): string {
  const parsed = parseRevalidateRequest(body);
  if (!parsed.ok) return 'a change the site could not read';
  const change = parsed.value;
  if (change.type === 'all') return 'everything';
  if (change.type === 'redirects') return `the redirect of ${change.path}`;
  if ('slug' in change) return `the ${TYPE_NAME[change.type].toLowerCase()} “${change.slug}”`;
  return `the ${change.type} list`;
}

/** "The last content change (the redirect of /old-offer) refreshed 1 page, <when>." */
export function webhookWords(call: WebhookCall, now: number): Said {
  const subject = subjectOf(call.body);
  if (call.status !== 200) return say`The CMS’s last change (${subject}), ${when(call.at, now)}, was refused.`;
  const pages =
    call.pages === undefined ? 'refreshed the pages that show it' : `refreshed ${count(call.pages, 'page')}`;
  return say`The last content change (${subject}) ${pages}, ${when(call.at, now)}.`;
}

/** The call as it came and went, for whoever looks further. */
export const webhookDetails = (call: WebhookCall) => `${call.body} → ${call.status}, ${call.result}.`;
