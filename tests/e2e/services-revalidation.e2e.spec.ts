import { test } from '@playwright/test';
import { adminWrite, expectServedSoon, fromApi } from './support/content-api';

type ServiceAnswer = { service_details_array: { service_title: string }[] };
type CategoryAnswer = { category_array: { category_title: string }[] };

test.describe.serial('service and category edits reach their pages and the menu within 2 s', () => {
  test('a service title', async ({ request }) => {
    const slug = 'ui-ux-design-services';
    const {
      service_details_array: [before],
    } = await fromApi<ServiceAnswer>('get-service-details', { slug });
    await adminWrite('services', slug, { service_title: 'Product Design Studio, Edited' });
    try {
      await expectServedSoon(request, `/services/${slug}`, 'Product Design Studio, Edited</h1>');
      await expectServedSoon(request, '/blog', 'Product Design Studio, Edited');
    } finally {
      await adminWrite('services', slug, { service_title: before?.service_title });
    }
  });

  test('a category title', async ({ request }) => {
    const slug = 'designers';
    const {
      category_array: [before],
    } = await fromApi<CategoryAnswer>('get-hire-category-details', { category_slug: slug });
    await adminWrite('categories', slug, { category_title: 'Design Talent, Edited' });
    try {
      await expectServedSoon(request, `/hire-our-genius-mind/${slug}`, 'Design Talent, Edited</h1>');
      await expectServedSoon(request, '/events', 'Design Talent, Edited');
    } finally {
      await adminWrite('categories', slug, { category_title: before?.category_title });
    }
  });
});
