import type { Metadata } from 'next';
import { redirect } from 'next/navigation';
import { SubCategory } from '@/components/categories/SubCategory';
import { TopLevelCategory } from '@/components/categories/TopLevelCategory';
import { Breadcrumbs } from '@/components/seo/Breadcrumbs';
import { JsonLd } from '@/components/seo/JsonLd';
import { getCategoryDetail, getCategoryMenu } from '@/lib/api';
import { CATEGORY_COPY } from '@/lib/copy/categories';
import { crumbs, routes } from '@/lib/routes';
import { hireOfferJsonLd } from '@/lib/seo/jsonld';
import { buildMetadata } from '@/lib/seo/metadata';
import { categorySeo } from '@/lib/seo/record-seo';
import { staticParamsOf } from '@/lib/families/server';
import { redirectIfMoved } from '@/lib/redirects';

type Props = { params: Promise<{ category_slug: string }> };

// Categories published after the build render on their first visit.
export const dynamicParams = true;

export const generateStaticParams = staticParamsOf('category');

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { category_slug: slug } = await params;
  const category = await getCategoryDetail(slug);
  if (!category) return {};
  return buildMetadata({
    ...categorySeo(category),
    path: routes.category(slug),
    card: routes.card(routes.category(slug)),
  });
}

/** The parent of a sub-category, titled from the menu (the detail answer only carries its slug). */
async function parentOf(parentSlug: string | null) {
  if (!parentSlug) return null;
  const parent = (await getCategoryMenu()).find((category) => category.slug === parentSlug);
  return { slug: parentSlug, title: parent?.title ?? parentSlug };
}

export default async function HireCategoryPage({ params }: Props) {
  const { category_slug: slug } = await params;
  const category = await getCategoryDetail(slug);
  // A renamed category's old URL answers its redirect; else (spec 000 §8) a result other than 1 or an empty list
  // sends the visitor home, as a real HTTP redirect.
  if (!category) {
    await redirectIfMoved(routes.category(slug));
    redirect(routes.home);
  }

  const parent = category.isTopLevel ? null : await parentOf(category.parentSlug);
  const trail = crumbs(
    [CATEGORY_COPY.breadcrumbCategories, routes.categories],
    ...(parent ? [[parent.title, routes.category(parent.slug)] as const] : []),
    [category.title, routes.category(slug)],
  );
  const breadcrumbs = <Breadcrumbs crumbs={trail} tone="dark" />;
  return (
    <>
      {category.isTopLevel ? (
        <TopLevelCategory category={category} breadcrumbs={breadcrumbs} />
      ) : (
        <SubCategory category={category} breadcrumbs={breadcrumbs} parent={parent} />
      )}
      <JsonLd
        data={hireOfferJsonLd({
          name: CATEGORY_COPY.seo.productName(category.title),
          description: categorySeo(category).description,
          image: category.images.banner,
          path: routes.category(slug),
        })}
      />
    </>
  );
}
