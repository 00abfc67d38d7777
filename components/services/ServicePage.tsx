import type { Metadata } from 'next';
import { Breadcrumbs } from '@/components/seo/Breadcrumbs';
import { JsonLd } from '@/components/seo/JsonLd';
import { getServiceDetail } from '@/lib/api';
import type { ServiceDetail } from '@/lib/api/schemas/services';
import { SERVICE_COPY } from '@/lib/copy/services';
import { crumbs, routes } from '@/lib/routes';
import { serviceJsonLd } from '@/lib/seo/jsonld';
import { absoluteUrl, buildMetadata } from '@/lib/seo/metadata';
import { serviceSeo } from '@/lib/seo/record-seo';
import { ChildService } from './ChildService';
import { TopLevelService } from './TopLevelService';

/** Every service and sub-service slug, for both URLs of a service page. */

/** Both URLs share one canonical, `/services/{slug}`. */
export async function serviceMetadata(slug: string): Promise<Metadata> {
  const service = await getServiceDetail(slug);
  if (!service) return {};
  return buildMetadata({ ...serviceSeo(service), path: routes.service(slug), card: routes.card(routes.service(slug)) });
}

/** The service's page under either URL: the layout its level calls for, breadcrumbs (with their JSON-LD) and Service JSON-LD. */
export function ServicePage({ slug, service }: { slug: string; service: ServiceDetail }) {
  const path = routes.service(slug);
  const trail = crumbs([SERVICE_COPY.breadcrumbServices, routes.services], [service.title, path]);
  const breadcrumbs = <Breadcrumbs crumbs={trail} tone="dark" />;
  return (
    <>
      {service.isTopLevel ? (
        <TopLevelService service={service} pageUrl={absoluteUrl(path)} breadcrumbs={breadcrumbs} />
      ) : (
        <ChildService service={service} breadcrumbs={breadcrumbs} />
      )}
      <JsonLd
        data={serviceJsonLd({
          name: service.title,
          description: serviceSeo(service).description,
          serviceType: SERVICE_COPY.seo.serviceType,
          image: service.images.banner,
          path,
        })}
      />
    </>
  );
}
