// Hire categories: /hire-our-genius-mind/[category_slug], their card, the categories list, menu and skills page.
import { TAGS } from '../api/tags';
import { PAGE_PATHS, sitemapFile } from '../pages';
import { parentAndChild, recordFamily, withChildren } from './family';

export const category = recordFamily({
  name: 'category',
  collection: 'categories',
  calls: { detail: 'get-hire-category-details', list: 'get-hire-category-list', recordAt: 'category_array' },
  schemas: () =>
    import('../api/schemas/categories').then(({ categoryDetailSchema, categoryListSchema }) => ({
      detail: categoryDetailSchema,
      list: categoryListSchema,
    })),
  // Every hire category, top-level and sub-category.
  records: withChildren,
  // Roles on the skills page are hire categories, so a category edit moves that list too.
  alsoListedIn: [TAGS.skills],
  listPages: [PAGE_PATHS.categories, PAGE_PATHS.allSkills],
  // Services and hire categories share a file, so either one's change re-renders it.
  sitemap: { path: sitemapFile('services.xml'), priority: 0.8 },
  words: { one: 'hire category', many: 'hire categories', type: 'Hire category', label: 'category' },
  kicker: () => 'Hire remote talent',
  bench: (categories) =>
    parentAndChild(categories, 'category with sub-categories', ['top-level category', 'sub-category']),
});
