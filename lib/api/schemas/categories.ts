import * as z from 'zod/mini';
import { cardWire, imageUrl, nullableText, pricingItemWire, text, toCard, toPricingItem } from './common';
import type { SeoSource } from './seo-source';

export const categoryListSchema = z.pipe(
  z.object({
    category_array: z.array(
      z.object({
        category_slug: text,
        category_title: text,
        sub_category_array: z.array(z.object({ sub_category_slug: text, sub_category_title: text })),
      }),
    ),
  }),
  z.transform(({ category_array }) =>
    category_array.map((category) => ({
      slug: category.category_slug,
      title: category.category_title,
      children: category.sub_category_array.map((sub) => ({
        slug: sub.sub_category_slug,
        title: sub.sub_category_title,
      })),
    })),
  ),
);
export type CategoryMenuItem = z.output<typeof categoryListSchema>[number];

const hireCategoryWire = z.object({
  category_title: text,
  category_slug: text,
  parent_category_id: z.pipe(z.union([z.number(), z.string()]), z.transform(Number)),
  parent_category_slug: nullableText,
  category_meta_title: nullableText,
  category_meta_desc: nullableText,
  category_banner_bg_img: imageUrl,
  category_banner_img: imageUrl,
  category_second_img: imageUrl,
  category_third_img: imageUrl,
  category_fourth_img: imageUrl,
});

const talentProfileWire = z.object({
  photo: imageUrl,
  name: text,
  skill_list: z.array(z.object({ title: text })),
  total_yr_exp: z.union([z.number(), z.string()]),
  location: text,
});

/** The category is the first of `category_array`; an empty list means not found (null), as the family's `recordAt` says. */
export const categoryDetailSchema = z.pipe(
  z.object({
    result: z.number(),
    category_array: z.array(hireCategoryWire),
    tools_platform_array: z.array(cardWire),
    pricing_array: z.array(pricingItemWire),
    profile_array: z.array(talentProfileWire),
    subcat_array: z.array(z.object({ subcat_slug: text, subcat_title: text })),
  }),
  z.transform((answer) => {
    const [category] = answer.category_array;
    if (!category) return null;
    return {
      slug: category.category_slug,
      title: category.category_title,
      isTopLevel: category.parent_category_id === 0,
      parentSlug: category.parent_category_slug || null,
      seo: {
        metaTitle: category.category_meta_title,
        metaDescription: category.category_meta_desc,
        title: category.category_title,
        fallbackDescriptions: [],
        image: { src: category.category_banner_img, alt: category.category_title },
      } satisfies SeoSource,
      images: {
        bannerBackground: category.category_banner_bg_img,
        banner: category.category_banner_img,
        second: category.category_second_img,
        third: category.category_third_img,
        fourth: category.category_fourth_img,
      },
      tools: answer.tools_platform_array.map(toCard),
      pricing: answer.pricing_array.map(toPricingItem),
      profiles: answer.profile_array.map((profile) => ({
        photo: profile.photo,
        name: profile.name,
        skills: profile.skill_list.map((skill) => skill.title),
        yearsOfExperience: String(profile.total_yr_exp),
        location: profile.location,
      })),
      subcategories: answer.subcat_array.map((sub) => ({ slug: sub.subcat_slug, title: sub.subcat_title })),
    };
  }),
);
export type HireCategoryDetail = NonNullable<z.output<typeof categoryDetailSchema>>;
