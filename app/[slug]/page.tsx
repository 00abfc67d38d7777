import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { ServicePage, serviceMetadata } from '@/components/services/ServicePage';
import { getServiceDetail } from '@/lib/api';
import { serviceParams } from '@/lib/static-params';

type Props = { params: Promise<{ slug: string }> };

// The root alias of a service (spec 000 §2): same page, canonical at /services/{slug}. Other routes win over it.
export const dynamicParams = true;

export const generateStaticParams = serviceParams;

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  return serviceMetadata((await params).slug);
}

export default async function ServiceAliasPage({ params }: Props) {
  const { slug } = await params;
  const service = await getServiceDetail(slug);
  // A bare slug that is no service is a typo, not a service that went away: a real 404.
  if (!service) notFound();
  return <ServicePage slug={slug} service={service} />;
}
