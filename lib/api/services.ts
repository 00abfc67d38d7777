import 'server-only';
import { cache } from 'react';
import { apiGet } from './fetch';
import { serviceDetailSchema, serviceListSchema } from './schemas/services';
import { slugTag, TAGS } from './tags';

export const getServiceMenu = cache(() =>
  apiGet('get-service-list', { schema: serviceListSchema, tags: [TAGS.serviceList] }),
);

/** The service (top-level or child), or null when every array is empty. */
export const getServiceDetail = cache((slug: string, fresh = false) =>
  apiGet('get-service-details', {
    schema: serviceDetailSchema,
    params: { slug },
    tags: [slugTag('service', slug)],
    oneRecord: true,
    fresh,
  }),
);
