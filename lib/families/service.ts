// Services: /services/[slug] and the same page at the root, their card, the services list and menu.
import { TAGS } from '@/lib/api/tags';
import { routes } from '@/lib/routes';
import { firstOf, recordFamily } from './family';

export const service = recordFamily({
  name: 'service',
  pattern: '/services/[slug]',
  path: routes.service,
  // The same service page at the root (spec 000 §2); a one-segment path no other route has is answered there.
  aliases: [{ pattern: '/[slug]', path: routes.serviceAlias }],
  files: ['opengraph-image'],
  listTags: [TAGS.serviceList],
  listPages: [routes.services],
  sitemap: { path: routes.sitemapServices, priority: 0.8 },
  words: { one: 'service', many: 'services', type: 'Service', label: 'service' },
  bench: {
    call: 'get-service-list',
    schema: () => import('@/lib/api/schemas/services').then((schemas) => schemas.serviceListSchema),
    pages: (services) => {
      const parent = firstOf(
        services.filter((item) => item.children.length),
        'service with children',
      );
      return [
        { type: 'top-level service', slug: parent.slug },
        { type: 'child service', slug: parent.children[0]!.slug },
      ];
    },
  },
});
