import type { CategoryColumns } from '../../content/rows.ts';
import type { PricingItem, TalentProfile } from '../../content/shapes.ts';
import { CATEGORIES, PRICING_TIERS, type CategoryCopy } from '../copy/categories/index.ts';
import { FIRST_NAMES, LAST_NAMES, TALENT_LOCATIONS } from '../copy/people.ts';
import { iconPath } from '../images/icons.ts';
import { imageCycle, type ImagePool } from '../images/pool.ts';
import { createRng, type Rng } from '../prng.ts';
import { titleCase } from '../text.ts';

/** A top-level category with its sub-categories. */
export type CategorySeed = CategoryColumns & { sub_categories: CategoryColumns[] };

export const PROFILES_PER_CATEGORY = 6;

function pricing(category: CategoryCopy, noun: string): PricingItem[] {
  return PRICING_TIERS.map((tier, i) => ({
    pricing_icon: iconPath(tier.icon),
    pricing_title: `${tier.title} ${noun}`,
    pricing_short_description: `${tier.experience}. ${tier.text}`,
    pricing_amount: `<strong>$${category.rates[i] ?? category.rates[0]}</strong>`,
    pricing_rate_unit: 'per hour',
  }));
}

function profiles(rng: Rng, skills: readonly string[], avatar: () => string): TalentProfile[] {
  return Array.from({ length: PROFILES_PER_CATEGORY }, () => ({
    photo: avatar(),
    name: `${rng.pick(FIRST_NAMES)} ${rng.pick(LAST_NAMES).charAt(0)}.`,
    skill_list: rng.sample(skills, 3).map((title) => ({ title })),
    total_yr_exp: (rng.int(20, 120) / 10).toFixed(1),
    location: rng.pick(TALENT_LOCATIONS),
  }));
}

/** The five hire categories with their sub-categories; a few lack meta fields, pricing or profiles on purpose. */
export function buildCategories(seed: number, images: ImagePool): CategorySeed[] {
  const rng = createRng(seed, 'categories');
  const pick = imageCycle(images, rng.int(0, 99));
  const pictures = () => ({
    category_banner_bg_img: pick.banner(),
    category_banner_img: pick.card(),
    category_second_img: pick.card(),
    category_third_img: pick.card(),
    category_fourth_img: pick.banner(),
  });
  return CATEGORIES.map((category) => ({
    category_slug: category.slug,
    category_title: category.title,
    category_meta_title: category.metaTitle,
    category_meta_desc: category.metaDesc,
    ...pictures(),
    tools_platform_array: category.tools.map((tool) => ({
      cardTitle: tool.cardTitle,
      cardContent: `<p>${tool.text}</p>`,
    })),
    pricing_array: category.noPricing ? [] : pricing(category, titleCase(category.singular)),
    profile_array: profiles(
      rng,
      category.subs.flatMap((sub) => sub.skills),
      pick.avatar,
    ),
    sub_categories: category.subs.map((sub) => ({
      category_slug: sub.slug,
      category_title: sub.title,
      category_meta_title: sub.noMeta ? null : `Hire Remote ${sub.title} | Top 10% Pre-Vetted`,
      category_meta_desc: sub.noMeta
        ? null
        : `Hire pre-vetted remote ${sub.title} skilled in ${sub.skills.slice(0, 3).join(', ')}. Shortlist in 3 to 5 days, from $${category.rates[0]} an hour.`,
      ...pictures(),
      tools_platform_array: sub.tools.map((tool) => ({
        cardTitle: tool,
        cardContent: `<p>${sub.title} in our talent pool use ${tool} daily, and were tested on it during vetting.</p>`,
      })),
      pricing_array: pricing(category, sub.title.replace(/s$/, '')),
      profile_array: sub.noProfiles ? [] : profiles(rng, sub.skills, pick.avatar),
    })),
  }));
}
