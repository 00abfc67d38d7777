import type { Metadata } from 'next';
import { redirect } from 'next/navigation';
import { ServicePage, serviceMetadata } from '@/components/services/ServicePage';
import { getServiceDetail } from '@/lib/api';
import { routes } from '@/lib/routes';
import { staticParamsOf } from '@/lib/families/server';
import { redirectIfMoved } from '@/lib/redirects';

type Props = { params: Promise<{ slug: string }> };

// Services published after the build render on their first visit.
export const dynamicParams = true;

export const generateStaticParams = staticParamsOf('service');

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  return serviceMetadata((await params).slug);
}

export default async function ServiceDetailPage({ params }: Props) {
  const { slug } = await params;
  const service = await getServiceDetail(slug);
  // A renamed service's old URL answers its redirect; else (spec 000 §8) an empty answer sends the visitor home.
  if (!service) {
    await redirectIfMoved(routes.service(slug));
    redirect(routes.home);
  }
  return <ServicePage slug={slug} service={service} />;
}
