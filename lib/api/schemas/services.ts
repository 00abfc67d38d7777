import * as z from 'zod/mini';
import { cardWire, imageUrl, nullableText, text, toCard } from './common';
import type { SeoSource } from './seo-source';

const numericId = z.pipe(z.union([z.number(), z.string()]), z.transform(Number));

export const serviceListSchema = z.pipe(
  z.array(
    z.object({
      service_slug: text,
      service_title: text,
      sub_service_array: z.array(z.object({ sub_service_slug: text, sub_service_title: text })),
    }),
  ),
  z.transform((services) =>
    services.map((service) => ({
      slug: service.service_slug,
      title: service.service_title,
      children: service.sub_service_array.map((sub) => ({ slug: sub.sub_service_slug, title: sub.sub_service_title })),
    })),
  ),
);
export type ServiceMenuItem = z.output<typeof serviceListSchema>[number];

const serviceDetailsWire = z.object({
  service_id: numericId,
  parent_service_id: numericId,
  service_title: text,
  service_meta_title: nullableText,
  service_meta_desc: nullableText,
  service_banner_img: imageUrl,
  service_banner_bg_img: imageUrl,
  service_second_section_img: imageUrl,
  service_bottom_section_img: imageUrl,
});

const caseStudyWire = z.object({
  photo_icon: imageUrl,
  project_title: text,
  project_description: text,
  implementation_time: text,
  benefits_list: z.array(z.object({ benefit_desc: text })),
});

/** An empty `service_details_array` means not found (null), as the family's `recordAt` says. */
export const serviceDetailSchema = z.pipe(
  z.object({
    service_details_array: z.array(serviceDetailsWire),
    case_study_array: z.array(caseStudyWire),
    service_includes_array: z.array(z.object({ tabHead: text, TabContent: text })),
    service_platform_array: z.array(cardWire),
  }),
  z.transform((answer) => {
    const [service] = answer.service_details_array;
    if (!service) return null;
    return {
      id: service.service_id,
      parentId: service.parent_service_id,
      isTopLevel: service.parent_service_id === 0,
      title: service.service_title,
      seo: {
        metaTitle: service.service_meta_title,
        metaDescription: service.service_meta_desc,
        title: service.service_title,
        fallbackDescriptions: [],
        image: { src: service.service_banner_img, alt: service.service_title },
      } satisfies SeoSource,
      images: {
        banner: service.service_banner_img,
        bannerBackground: service.service_banner_bg_img,
        second: service.service_second_section_img,
        bottom: service.service_bottom_section_img,
      },
      includes: answer.service_includes_array.map((tab) => ({ title: tab.tabHead, html: tab.TabContent })),
      platforms: answer.service_platform_array.map(toCard),
      caseStudies: answer.case_study_array.map((study) => ({
        icon: study.photo_icon,
        title: study.project_title,
        description: study.project_description,
        implementationTime: study.implementation_time,
        benefits: study.benefits_list.map((benefit) => benefit.benefit_desc),
      })),
    };
  }),
);
export type ServiceDetail = NonNullable<z.output<typeof serviceDetailSchema>>;
