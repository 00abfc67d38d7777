import { describe, expect, it } from 'vitest';
import { ANSWERS } from './contract.ts';
import { adminRequests, bearer, getJson, NEW_EVENT, serverForFile } from './helpers.ts';

const { app } = serverForFile();

const { put, del, outbox } = adminRequests(app);

describe('PUT creates, updates and renames events, services and categories', () => {
  it('events: create with either date form, pin with sort_order, rename', async () => {
    const event = {
      ...NEW_EVENT,
      event_date: '05 Jan, 2027',
      event_gallery: [{ gallery_image: '/uploads/images/gallery-02.webp' }],
      sort_order: -1,
    };
    expect((await put('events/hiring-breakfast', event)).statusCode).toBe(201);
    const list = ANSWERS['get-event-list'].parse(await getJson(app(), '/api/v1/get-event-list'));
    expect(list[0]).toMatchObject({ slug: 'hiring-breakfast', event_date: '05 Jan, 2027' });
    expect(
      (await put('events/hiring-breakfast', { slug: 'hiring-breakfast-2027', event_date: '2027-01-06' })).statusCode,
    ).toBe(200);
    const [detail] = ANSWERS['get-event-details'].parse(
      await getJson(app(), '/api/v1/get-event-details?slug=hiring-breakfast-2027'),
    );
    expect(detail?.event_date).toBe('06 Jan, 2027');
    expect(detail?.event_gallery).toEqual([{ gallery_image: 'http://api.test:4010/uploads/images/gallery-02.webp' }]);
  });

  it('services: create a sub-service, refuse reserved slugs and bad parents', async () => {
    const list = ANSWERS['get-service-list'].parse(await getJson(app(), '/api/v1/get-service-list'));
    const parent = ANSWERS['get-service-details'].parse(
      await getJson(app(), `/api/v1/get-service-details?slug=${list[0]?.service_slug}`),
    );
    const parentId = parent.service_details_array[0]?.service_id ?? 0;
    const service = {
      service_title: 'Blockchain Development',
      service_meta_desc: 'Smart contracts and wallets by pre-vetted engineers.',
      service_banner_img: '/uploads/images/banner-01.webp',
      service_banner_bg_img: '/uploads/images/banner-02.webp',
      service_second_section_img: '/uploads/images/card-01.webp',
      service_bottom_section_img: '/uploads/images/card-02.webp',
      parent_service_id: parentId,
      service_platform_array: [{ cardTitle: 'Solidity', cardContent: '<p>Contracts.</p>' }],
    };
    expect((await put('services/blockchain-development', service)).statusCode).toBe(201);
    const after = ANSWERS['get-service-list'].parse(await getJson(app(), '/api/v1/get-service-list'));
    expect(after[0]?.sub_service_array.map((s) => s.sub_service_slug)).toContain('blockchain-development');

    expect((await put('services/pricing', service)).json().error).toMatch(/taken by a site route/);
    expect((await put('services/sitemaps', service)).json().error).toMatch(/taken by a site route/);
    expect((await put('services/blockchain-development', { parent_service_id: 99999 })).json().error).toMatch(
      /no service with id 99999/,
    );
    const child = ANSWERS['get-service-details'].parse(
      await getJson(app(), '/api/v1/get-service-details?slug=blockchain-development'),
    );
    const childId = child.service_details_array[0]?.service_id;
    expect((await put(`services/${list[1]?.service_slug}`, { parent_service_id: childId })).json().error).toMatch(
      /itself a sub-service/,
    );
    expect((await put(`services/${list[1]?.service_slug}`, { parent_service_id: parentId })).statusCode).toBe(409);
    expect((await del(`services/${list[0]?.service_slug}`)).statusCode).toBe(409);
  });

  it('categories: parent by slug, null meta fields', async () => {
    const category = {
      category_title: 'Rust Developers',
      category_meta_title: null,
      category_banner_bg_img: '/uploads/images/banner-01.webp',
      category_banner_img: '/uploads/images/card-01.webp',
      category_second_img: '/uploads/images/card-02.webp',
      category_third_img: '/uploads/images/card-03.webp',
      category_fourth_img: '/uploads/images/banner-02.webp',
      parent_category_slug: 'developers',
      profile_array: [
        {
          photo: '/uploads/images/avatar-01.webp',
          name: 'Ana G.',
          skill_list: [{ title: 'Rust' }],
          total_yr_exp: 5.2,
          location: 'Medellín, Antioquia, Colombia',
        },
      ],
    };
    expect((await put('categories/rust-developers', category)).statusCode).toBe(201);
    const detail = ANSWERS['get-hire-category-details'].parse(
      await getJson(app(), '/api/v1/get-hire-category-details?category_slug=rust-developers'),
    );
    expect(detail.category_array[0]).toMatchObject({ parent_category_slug: 'developers', category_meta_title: null });
    expect(detail.profile_array[0]?.total_yr_exp).toBe('5.2');
    expect((await put('categories/rust-developers', { parent_category_slug: 'nope' })).statusCode).toBe(400);
  });
});

describe('DELETE', () => {
  it('removes events, services and categories', async () => {
    for (const kind of [
      'events/hiring-breakfast-2027',
      'services/blockchain-development',
      'categories/rust-developers',
    ]) {
      expect((await del(kind)).statusCode, kind).toBe(200);
    }
  });

  it('every successful write left exactly one outbox row of the right type (a rename its redirects hook too)', async () => {
    const rows = await outbox();
    const types = rows.map((row) => (row.payload as { type: string }).type);
    expect(new Set(types)).toEqual(new Set(['event', 'service', 'category', 'redirects']));
    const pending = (
      await app().inject({ url: '/admin/outbox?status=pending', headers: bearer() })
    ).json() as unknown[];
    expect(pending.length).toBe(rows.length); // the hook target in these tests is down
    expect((await app().inject({ url: '/admin/outbox?status=bogus', headers: bearer() })).statusCode).toBe(400);
  });
});
