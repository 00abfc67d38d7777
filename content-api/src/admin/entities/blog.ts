import { z } from 'zod';
import type { EntitySpec } from '../entity.ts';
import type { FieldTypes } from '../fields.ts';
import { asFlag } from '../read-back.ts';

export function blogEntity(t: FieldTypes): EntitySpec {
  return {
    type: 'blog',
    plural: 'blogs',
    noun: 'blog post',
    fieldPrefix: 'blog',
    announcesSlug: true,
    table: 'blogs',
    idColumn: 'id',
    slugColumn: 'blog_slug',
    slugAlias: 'blog_slug',
    titleField: 'blog_title',
    fields: {
      ...t.publication,
      blog_title: t.text(),
      blog_short_desc: t.text(1_000),
      blog_image: t.imageWithAlt('blog_img_alt'),
      blog_img_alt: t.text(),
      blog_date_for_schema: t.date,
      blog_category: t.text(120),
      blog_description: t.html(),
      meta_title: t.text(),
      meta_description: t.text(1_000),
      popular: z.boolean().transform((flag) => (flag ? 1 : 0)),
      popular_rank: z.number().int().min(0).max(1_000_000).nullable(),
    },
    required: [
      'blog_title',
      'blog_short_desc',
      'blog_image',
      'blog_date_for_schema',
      'blog_category',
      'blog_description',
    ],
    readBack: { popular: asFlag },
    defaults: (values) => ({
      blog_img_alt: values.blog_title,
      meta_title: values.blog_title,
      meta_description: values.blog_short_desc,
      popular: 0,
      popular_rank: null,
    }),
  };
}
