// The editor's pictures: GET lists the media library, POST uploads a file the browser sends as its body. Editors and
// admins only (the session and role checked here), from the console's own pages only, each upload audited.
import { site } from '@/lib/site';
import { recordAudit } from '@/lib/staff/audit/audit';
import { mediaLibrary, upload, UPLOAD_MAX_BYTES } from '@/lib/staff/editor/uploads';
import { SCREENS } from '@/lib/staff/screens';
import { requireScreen } from '@/lib/staff/session';

export const dynamic = 'force-dynamic';

const answer = (status: number, body: unknown) =>
  Response.json(body, { status, headers: { 'cache-control': 'private, no-store' } });

export async function GET(request: Request): Promise<Response> {
  await requireScreen(SCREENS.editor);
  const query = new URL(request.url).searchParams;
  const offset = Math.max(0, Math.min(Number.parseInt(query.get('offset') ?? '0', 10) || 0, 1_000_000));
  const listed = await mediaLibrary(query.get('kind') === 'file' ? 'file' : 'image', offset);
  return listed.ok ? answer(200, listed.value) : answer(502, { error: listed.message });
}

export async function POST(request: Request): Promise<Response> {
  const who = await requireScreen(SCREENS.editor);
  // A form on another site could post here with the staff member's cookie: only the console's own pages may.
  if (request.headers.get('origin') !== new URL(site.siteUrl).origin)
    return answer(403, { error: 'Uploads are taken only from the console’s own pages.' });
  const length = Number(request.headers.get('content-length') ?? Number.NaN);
  if (!Number.isSafeInteger(length)) return answer(411, { error: 'Send the file with its length.' });
  if (length > UPLOAD_MAX_BYTES)
    return answer(413, { error: 'The file is over 25 MB: make it smaller and try again.' });
  if (length === 0) return answer(400, { error: 'The file is empty. Choose it again.' });
  const file = await request.blob();
  if (file.size > UPLOAD_MAX_BYTES)
    return answer(413, { error: 'The file is over 25 MB: make it smaller and try again.' });
  const name = (new URL(request.url).searchParams.get('name') ?? 'upload').slice(0, 200);
  const stored = await upload(file, name);
  await recordAudit({
    who,
    action: 'upload',
    target: name,
    result: stored.ok ? stored.value.path : `refused: ${stored.message}`,
  });
  return stored.ok
    ? answer(201, stored.value)
    : answer(stored.failure === 'refused' ? 422 : 502, { error: stored.message });
}
