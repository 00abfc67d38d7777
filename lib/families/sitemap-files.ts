// The sitemap files the record families fill: one per file path the families name (families may share one), the
// files of higher priority first; posts have files of their own, split by id range. Pure.
import type { SitemapFamily } from '@/lib/api/tags';
import { RECORD_FAMILIES, type RecordFamily } from './index';

export interface FamilySitemapFile {
  path: string;
  families: readonly FiledFamily[];
}

export type FiledFamily = RecordFamily<SitemapFamily> & { sitemap: { path: string; priority: number } };
const filed = RECORD_FAMILIES.filter((family): family is FiledFamily => 'path' in family.sitemap);
const topPriority = (families: readonly FiledFamily[]) =>
  Math.max(...families.map((family) => family.sitemap.priority));

export const FAMILY_SITEMAP_FILES: readonly FamilySitemapFile[] = [
  ...new Set(filed.map((family) => family.sitemap.path)),
]
  .map((path) => ({ path, families: filed.filter((family) => family.sitemap.path === path) }))
  .sort((a, b) => topPriority(b.families) - topPriority(a.families));
