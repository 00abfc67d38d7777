import fs from 'node:fs';
import path from 'node:path';

/** What the editor's image picker offers: images first, then other files a file field takes. */
const KINDS: Record<string, 'image' | 'file'> = {
  '.jpg': 'image',
  '.jpeg': 'image',
  '.png': 'image',
  '.webp': 'image',
  '.avif': 'image',
  '.gif': 'image',
  '.svg': 'image',
  '.mp4': 'file',
  '.webm': 'file',
};

export interface MediaItem {
  path: string;
  kind: 'image' | 'file';
  bytes: number;
  modified_at: string;
}

/** Every upload a field can take, newest first; a page of them from `offset`, and how many there are in all. */
export async function mediaLibrary(
  uploadsDir: string,
  { limit, offset, kind }: { limit: number; offset: number; kind?: 'image' | 'file' },
): Promise<{ items: MediaItem[]; total: number }> {
  const names = (await fs.promises.readdir(uploadsDir, { recursive: true }).catch(() => [])) as string[];
  const items: (MediaItem & { order: number })[] = [];
  for (const name of names) {
    const itemKind = KINDS[path.extname(name).toLowerCase()];
    if (!itemKind || (kind && itemKind !== kind)) continue;
    const stat = await fs.promises.stat(path.join(uploadsDir, name)).catch(() => null);
    if (!stat?.isFile()) continue;
    const relative = name.split(path.sep).join('/');
    items.push({
      path: `/uploads/${relative}`,
      kind: itemKind,
      bytes: stat.size,
      modified_at: stat.mtime.toISOString(),
      // The file system's own precision (below a millisecond), so two uploads in one millisecond still keep their order.
      order: stat.mtimeMs,
    });
  }
  items.sort((a, b) => b.order - a.order || a.path.localeCompare(b.path));
  return { items: items.slice(offset, offset + limit).map(({ order: _order, ...item }) => item), total: items.length };
}
