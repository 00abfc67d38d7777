// Hire categories: /hire-our-genius-mind/[category_slug], their card, the categories list, menu and skills page.
import { TAGS } from '../api/tags';
import { PAGE_PATHS, sitemapFile } from '../pages';
import { firstOf, recordFamily } from './family';

export const category = recordFamily({
  name: 'category',
  pattern: '/hire-our-genius-mind/[category_slug]',
  files: ['opengraph-image'],
  // Roles on the skills page are hire categories, so a category edit moves that list too.
  listTags: [TAGS.categoryList, TAGS.skills],
  listPages: [PAGE_PATHS.categories, PAGE_PATHS.allSkills],
  // Services and hire categories share a file, so either one's change re-renders it.
  sitemap: { path: sitemapFile('services.xml'), priority: 0.8 },
  words: { one: 'hire category', many: 'hire categories', type: 'Hire category', label: 'category' },
  bench: {
    call: 'get-hire-category-list',
    schema: () => import('@/lib/api/schemas/categories').then((schemas) => schemas.categoryListSchema),
    pages: (categories) => {
      const parent = firstOf(
        categories.filter((item) => item.children.length),
        'category with sub-categories',
      );
      return [
        { type: 'top-level category', slug: parent.slug },
        { type: 'sub-category', slug: parent.children[0]!.slug },
      ];
    },
  },
});
