// The brand from its configured name: the server computes it once; bundles get the result inlined (lib/config/public.ts).
import { slugify } from '@site/shared/slugify';
import type { Brand } from './public';

export const brandNamed = (name: string | undefined): Brand => {
  const trimmed = name?.trim() || 'Talentbridge';
  return { name: trimmed, slug: slugify(trimmed) };
};
