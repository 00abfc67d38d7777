/** The Create preview link button's answer: the new link to copy (shown once), or why none was made. */
export type PreviewLinkState =
  | { status: 'idle' }
  | { status: 'made'; id: number; url: string; expiresAt: string }
  | { status: 'failed'; message: string };

export const INITIAL_PREVIEW_LINK: PreviewLinkState = { status: 'idle' };
