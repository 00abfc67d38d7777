import 'server-only';
// Pictures and files for the editor: an upload passed to the CMS (which reads what it is from the bytes, strips EXIF
// and names the stored file), and the media library to reuse what is there.
import { z } from 'zod';
import { adminRequest, siteAdminConfig } from '../cms/cms-admin';

/** The CMS's own limit: a larger body is refused here, before a byte is sent on. */
export const UPLOAD_MAX_BYTES = 25 * 1024 * 1024;
export const LIBRARY_PAGE = 60;

const path = z.string().max(2_000);

export const uploadedSchema = z.object({
  path,
  format: z.string().max(10),
  width: z.number().nullable().optional(),
  height: z.number().nullable().optional(),
  bytes: z.number(),
});

export const librarySchema = z.object({
  items: z.array(
    z.object({ path, kind: z.enum(['image', 'file']), bytes: z.number(), modified_at: z.string().max(40) }),
  ),
  total: z.number(),
});
export type MediaLibrary = z.output<typeof librarySchema>;

export const upload = (file: Blob, name: string) =>
  adminRequest(siteAdminConfig(), {
    method: 'POST',
    path: ['uploads'],
    query: { name: name.slice(0, 200) },
    file,
    schema: uploadedSchema,
    notFound: 'unsupported',
  });

export const mediaLibrary = (kind: 'image' | 'file', offset: number) =>
  adminRequest(siteAdminConfig(), {
    path: ['uploads'],
    query: { kind, limit: String(LIBRARY_PAGE), offset: String(offset) },
    schema: librarySchema,
    notFound: 'unsupported',
  });
