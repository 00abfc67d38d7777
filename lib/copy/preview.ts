// The preview bar's words (components/preview/PreviewBar.tsx).
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
