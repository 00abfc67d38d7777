// GET /admin/schema: what each editable type accepts, read off the schemas its writes validate with, so an editor
// drawn from it offers what a save takes and bounds what a save refuses.
import { describe, expect, it } from 'vitest';
import type { FieldDescription, TypeDescription } from '../src/admin/describe.ts';
import { editableEntities } from '../src/admin/entities/index.ts';
import { adminRequests, bearer, NEW_BLOG, serverForFile } from './helpers.ts';

const { app } = serverForFile();
const { put } = adminRequests(app);

const schema = async () => {
  const response = await app().inject({ url: '/admin/schema', headers: bearer() });
  expect(response.statusCode, response.body).toBe(200);
  return (response.json() as { types: TypeDescription[] }).types;
};
const typeOf = async (collection: string) => (await schema()).find((type) => type.collection === collection)!;
const field = (type: TypeDescription, name: string): FieldDescription => {
  const found = type.fields.find((each) => each.name === name);
  expect(found, `${type.type}.${name}`).toBeDefined();
  return found!;
};

describe('GET /admin/schema', () => {
  it('answers only with the admin token', async () => {
    expect((await app().inject({ url: '/admin/schema' })).statusCode).toBe(401);
    expect((await app().inject({ url: '/admin/schema', headers: bearer('wrong') })).statusCode).toBe(401);
  });

  it('describes every type the admin API writes, each field its writes know, and which a create requires', async () => {
    const types = await schema();
    const entities = editableEntities({
      storedHtml: (html: string) => html,
      storedImage: (path: string) => path,
    } as never);
    expect(types.map((type) => type.collection)).toEqual(entities.map((entity) => entity.plural));
    for (const entity of entities) {
      const type = types.find((each) => each.collection === entity.plural)!;
      expect(type.fields.map((each) => each.name)).toEqual(Object.keys(entity.fields));
      expect(type.fields.filter((each) => each.required).map((each) => each.name)).toEqual(
        Object.keys(entity.fields).filter((name) => entity.required.includes(name)),
      );
      expect(
        type.fields.map((each) => each.name),
        entity.plural,
      ).toContain(type.titleField);
      expect(type.slugField).toBe(entity.slugAlias);
    }
  });

  it("names each field's kind, label and bounds as an editor draws them", async () => {
    const blog = await typeOf('blogs');
    expect(blog).toMatchObject({ type: 'blog', slugField: 'blog_slug', titleField: 'blog_title' });
    expect(field(blog, 'blog_title')).toEqual({
      name: 'blog_title',
      label: 'Title',
      kind: 'text',
      required: true,
      nullable: false,
      minLength: 1,
      maxLength: 500,
    });
    expect(field(blog, 'blog_short_desc')).toMatchObject({
      label: 'Short description',
      kind: 'long-text',
      maxLength: 1_000,
    });
    expect(field(blog, 'blog_img_alt').label).toBe('Image alt text');
    expect(field(blog, 'blog_description')).toMatchObject({ kind: 'rich-text', required: true });
    expect(field(blog, 'blog_image')).toMatchObject({ kind: 'image', required: true, altField: 'blog_img_alt' });
    expect(field(blog, 'blog_date_for_schema')).toMatchObject({ kind: 'date' });
    expect(field(blog, 'publish_at')).toMatchObject({ kind: 'date-time', nullable: true, required: false });
    expect(field(blog, 'status')).toMatchObject({ kind: 'choice', choices: ['draft', 'published'] });
    expect(field(blog, 'popular')).toMatchObject({ kind: 'boolean' });
    expect(field(blog, 'popular_rank')).toMatchObject({ kind: 'number', integer: true, minimum: 0, nullable: true });
  });

  it('describes nested lists item by item, references by their collection, uploads that are not images', async () => {
    const category = await typeOf('categories');
    expect(field(category, 'parent_category_slug')).toMatchObject({ kind: 'reference', to: 'categories', by: 'slug' });
    expect(field(category, 'parent_category_id')).toMatchObject({ kind: 'reference', to: 'categories', by: 'id' });
    const pricing = field(category, 'pricing_array');
    expect(pricing).toMatchObject({ label: 'Pricing', kind: 'list', maxItems: 100 });
    expect(field(category, 'category_banner_bg_img').label).toBe('Banner background image');
    expect(field(await typeOf('testimonials'), 'testimonial_content').label).toBe('Content');
    expect(pricing.items!.map((item) => `${item.name}:${item.kind}`)).toEqual([
      'pricing_icon:image',
      'pricing_title:text',
      'pricing_short_description:long-text',
      'pricing_amount:rich-text',
      'pricing_rate_unit:text',
    ]);
    // A technology's picture and its alt text, paired within each item as a post's are.
    const pictures = field(await typeOf('technologies'), 'webdevImg').items!;
    expect(pictures.find((item) => item.name === 'src')).toMatchObject({
      kind: 'image',
      required: true,
      altField: 'alt',
    });
    expect(field(await typeOf('services'), 'parent_service_id')).toMatchObject({ to: 'services', by: 'id' });
    expect(field(await typeOf('videos'), 'video_url')).toMatchObject({ kind: 'file', required: true });
    expect(field(await typeOf('openings'), 'employment_type').choices).toContain('FULL_TIME');
  });

  it('states the bounds the writes enforce: the longest title it gives is saved, one more character refused', async () => {
    const { maxLength } = field(await typeOf('blogs'), 'blog_title');
    const longest = await put('blogs/schema-bound', { ...NEW_BLOG, blog_title: 'x'.repeat(maxLength!) });
    expect(longest.statusCode, longest.body).toBeLessThan(300);
    const over = await put('blogs/schema-bound', { ...NEW_BLOG, blog_title: 'x'.repeat(maxLength! + 1) });
    expect(over.statusCode).toBe(400);
    expect(over.body).toContain('blog_title');
  });
});
