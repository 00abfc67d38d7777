import 'server-only';
import { cache } from 'react';
import { apiGet } from './fetch';
import { categoryDetailSchema, categoryListSchema } from './schemas/categories';
import { slugTag, TAGS } from './tags';

export const getCategoryMenu = cache(() =>
  apiGet('get-hire-category-list', { schema: categoryListSchema, tags: [TAGS.categoryList] }),
);

/** The category, or null when `result` is not 1 or the list is empty. */
export const getCategoryDetail = cache((slug: string, fresh = false) =>
  apiGet('get-hire-category-details', {
    schema: categoryDetailSchema,
    params: { category_slug: slug },
    tags: [slugTag('category', slug)],
    oneRecord: true,
    fresh,
  }),
);
