// The editor's calls to the console's own uploads route, from the browser: one upload, one page of the library.

const UPLOADS = '/staff/editor/uploads';

export interface LibraryItem {
  path: string;
}

/** What went wrong, when the answer was not JSON from the route: a redirect means the session ended. */
const lost = (response: Response) =>
  response.redirected
    ? 'Your session has ended: sign in again in another tab, then try again. What you typed is kept.'
    : `The console answered HTTP ${response.status}. Try again.`;

/** Sends one file to the CMS through the console: the stored path, or what went wrong in words. */
export async function sendUpload(file: File): Promise<{ path: string } | { error: string }> {
  try {
    const response = await fetch(`${UPLOADS}?name=${encodeURIComponent(file.name.slice(0, 200))}`, {
      method: 'POST',
      body: file,
    });
    const body = (await response.json().catch(() => ({}))) as { path?: string; error?: string };
    if (response.ok && body.path) return { path: body.path };
    return { error: body.error ?? lost(response) };
  } catch {
    return { error: 'The console could not be reached, so nothing was uploaded. Try again.' };
  }
}

/** The newest uploads of a kind, or what went wrong in words. */
export async function loadLibrary(kind: 'image' | 'file'): Promise<{ items: LibraryItem[] } | { error: string }> {
  const response = await fetch(`${UPLOADS}?kind=${kind}`).catch(() => null);
  if (!response) return { error: 'The console could not be reached. Close the library and open it again.' };
  const body = (await response.json().catch(() => null)) as { items?: LibraryItem[]; error?: string } | null;
  if (response.ok && body?.items) return { items: body.items };
  return { error: body?.error ?? lost(response) };
}
