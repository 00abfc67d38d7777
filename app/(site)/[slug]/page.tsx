import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { ServicePage, serviceMetadata } from '@/components/services/ServicePage';
import { getServiceDetail } from '@/lib/api';
import { staticParamsOf } from '@/lib/families/server';
import { pathOfSegments, redirectIfMoved } from '@/lib/redirects';

type Props = { params: Promise<{ slug: string }> };

// The root alias of a service (spec 000 §2): same page, canonical at /services/{slug}. Other routes win over it.
export const dynamicParams = true;

export const generateStaticParams = staticParamsOf('service');

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  return serviceMetadata((await params).slug);
}

export default async function ServiceAliasPage({ params }: Props) {
  const { slug } = await params;
  const service = await getServiceDetail(slug);
  // A bare slug that is no service is an old URL with a redirect (a renamed service's alias, or one staff added),
  // or a typo: a real 404.
  if (!service) {
    await redirectIfMoved(pathOfSegments([slug]));
    notFound();
  }
  return <ServicePage slug={slug} service={service} />;
}
