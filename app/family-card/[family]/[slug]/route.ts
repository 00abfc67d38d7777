import { familyCard } from '@/components/og/family-card';
import { FAMILY_READS } from '@/lib/families/server';
import { RECORD_FAMILIES } from '@/lib/families';

// Every record family's card, served under its page (`<page>/opengraph-image`, rewritten here by
// lib/families/card-routes.ts): built with the pages, and cached by the tags of the detail call it reads until the
// webhook re-renders it.
export const dynamic = 'force-static';
export const dynamicParams = true;

export async function generateStaticParams() {
  const slugs = await Promise.all(RECORD_FAMILIES.map((family) => FAMILY_READS[family.name].prerendered()));
  return RECORD_FAMILIES.flatMap((family, at) => slugs[at]!.map((slug) => ({ family: family.name, slug })));
}

export async function GET(_request: Request, { params }: { params: Promise<{ family: string; slug: string }> }) {
  const { family, slug } = await params;
  return familyCard(family, slug);
}
