// Services: /services/[slug] and the same page at the root, their card, the services list and menu.
import { PAGE_PATHS, sitemapFile } from '../pages';
import { parentAndChild, recordFamily, withChildren } from './family';

export const service = recordFamily({
  name: 'service',
  collection: 'services',
  calls: { detail: 'get-service-details', list: 'get-service-list', recordAt: 'service_details_array' },
  schemas: () =>
    import('../api/schemas/services').then(({ serviceDetailSchema, serviceListSchema }) => ({
      detail: serviceDetailSchema,
      list: serviceListSchema,
    })),
  // Every service, top-level and child.
  records: withChildren,
  listPages: [PAGE_PATHS.services],
  sitemap: { path: sitemapFile('services.xml'), priority: 0.8 },
  words: { one: 'service', many: 'services', type: 'Service', label: 'service' },
  kicker: () => 'Service',
  bench: (services) => parentAndChild(services, 'service with children', ['top-level service', 'child service']),
});
