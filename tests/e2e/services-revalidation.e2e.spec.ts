import { test } from './support/test';
import { routes } from '@/lib/routes';
import { adminRemove, adminWrite, expectServedSoon, settleRevalidations } from './support/content-api';

// A top-level service and category of its own, last in the menu: seeded ones stay as the seed made them.
const stamp = Date.now().toString(36);
const SERVICE = `e2e-own-service-${stamp}`;
const CATEGORY = `e2e-own-category-${stamp}`;
const image = '/uploads/images/card-01.webp';

test.describe.serial('service and category edits reach their pages and the menu within 2 s', () => {
  test.beforeAll(async () => {
    await adminWrite('services', SERVICE, {
      service_title: 'Own Service Studio',
      service_meta_desc: 'A service the services-revalidation spec creates, edits and removes',
      service_banner_img: image,
      service_banner_bg_img: image,
      service_second_section_img: image,
      service_bottom_section_img: image,
      sort_order: 9_999,
    });
    await adminWrite('categories', CATEGORY, {
      category_title: 'Own Talent Pool',
      category_banner_bg_img: image,
      category_banner_img: image,
      category_second_img: image,
      category_third_img: image,
      category_fourth_img: image,
      sort_order: 9_999,
    });
    await settleRevalidations([routes.blog, routes.events]);
  });
  test.afterAll(async () => {
    await adminRemove('services', SERVICE);
    await adminRemove('categories', CATEGORY);
    await settleRevalidations([routes.blog, routes.events]);
  });

  test('a service title', async ({ request }) => {
    await adminWrite('services', SERVICE, { service_title: 'Own Service Studio, Edited' });
    await expectServedSoon(request, `/services/${SERVICE}`, 'Own Service Studio, Edited</h1>');
    await expectServedSoon(request, routes.blog, 'Own Service Studio, Edited');
  });

  test('a category title', async ({ request }) => {
    await adminWrite('categories', CATEGORY, { category_title: 'Own Talent Pool, Edited' });
    await expectServedSoon(request, `/hire-our-genius-mind/${CATEGORY}`, 'Own Talent Pool, Edited</h1>');
    await expectServedSoon(request, routes.events, 'Own Talent Pool, Edited');
  });
});
