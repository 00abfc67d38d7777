import { notFound } from 'next/navigation';
import { pathOfSegments, redirectIfMoved } from '@/lib/redirects';

type Props = { params: Promise<{ slug: string; rest: string[] }> };

// Every path of two or more segments that no other route has: an old URL a redirect keeps alive, else a real 404.
// Nothing is prerendered, and neither answer is stored for a path never stored before (the cache handler Next loads).
export const dynamicParams = true;

export async function generateStaticParams(): Promise<{ rest: string[] }[]> {
  return [];
}

export default async function UnknownPathPage({ params }: Props) {
  const { slug, rest } = await params;
  await redirectIfMoved(pathOfSegments([slug, ...rest]));
  return notFound();
}
