// The preview bar's words (components/preview/PreviewBar.tsx), and the page a refused preview link leads to.
import type { PreviewRefusal } from '@/lib/preview/refusal-page';
const when = new Intl.DateTimeFormat('en-GB', { dateStyle: 'medium', timeStyle: 'short', timeZone: 'UTC' });
const at = (iso: string | null) => (iso ? `${when.format(new Date(iso))} UTC` : '');

export const PREVIEW_COPY = {
  label: 'Preview',
  title: 'Preview — not published',
  state: {
    draft: () => 'Draft: only people with this link can see it.',
    scheduled: (publishAt: string | null) => `Scheduled for ${at(publishAt)}.`,
    expired: (unpublishAt: string | null) => `Expired on ${at(unpublishAt)}: the public no longer sees it.`,
    published: () => 'Published: this is what the public sees.',
  },
  lost: 'This preview link no longer works; ask for a new one.',
  exit: 'Exit preview',
} as const;

/** What a refused preview link's page says: what went wrong, then what to do (app/(site)/preview-link). */
export const PREVIEW_REFUSALS: Record<PreviewRefusal, { title: string; advice: string }> = {
  malformed: {
    title: 'This is not a complete preview link',
    advice: 'The link may have been cut off when it was copied. Copy the whole link again, or ask for a new one.',
  },
  signature: {
    title: 'This preview link is not valid',
    advice: 'It was changed after it was made, or links were revoked since. Ask whoever sent it for a new link.',
  },
  expired: {
    title: 'This preview link has expired',
    advice: 'Preview links work for 7 days. Ask whoever sent it for a new link.',
  },
  revoked: {
    title: 'This preview link was revoked',
    advice: 'Whoever manages the site’s content switched it off. Ask them for a new link if you still need it.',
  },
  'record-gone': {
    title: 'The page this preview link was made for no longer exists',
    advice:
      'It was deleted after the link was made; a page made later at the same address is not opened by this link. ' +
      'Ask whoever sent it for a new link.',
  },
  unavailable: {
    title: 'This preview link cannot be checked right now',
    advice: 'The site could not reach the content service. Try the link again in a few minutes.',
  },
  disabled: {
    title: 'Previews are not set up on this site',
    advice: 'The site has no PREVIEW_SECRET. Ask the site’s administrator.',
  },
};

export const PREVIEW_REFUSAL_HOME = 'Go to the home page';
