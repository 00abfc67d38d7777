import * as z from 'zod/mini';
import { imageUrl, nullableText, pricingItemWire, text, toPricingItem } from './common';

const id = z.pipe(z.union([z.number(), z.string()]), z.transform(String));

export const videoSchema = z.pipe(
  z.array(z.object({ page_id: id, video_title: text, video_url: text, video_poster: imageUrl })),
  z.transform((videos) =>
    videos.map((video) => ({ title: video.video_title, src: video.video_url, poster: video.video_poster })),
  ),
);
export type VideoData = z.output<typeof videoSchema>[number];

export const pricingSchema = z.pipe(
  z.array(
    z.object({
      key_id: id,
      category_title: text,
      pricing_data: z.array(z.extend(pricingItemWire, { pricing_full_description: text })),
    }),
  ),
  z.transform((categories) =>
    categories.map((category) => ({
      key: category.key_id,
      title: category.category_title,
      items: category.pricing_data.map((item) => ({
        ...toPricingItem(item),
        detailsHtml: item.pricing_full_description,
      })),
    })),
  ),
);
export type PricingCategory = z.output<typeof pricingSchema>[number];

const jobWire = z.object({
  job_title: text,
  job_required_experience: text,
  job_location: text,
  job_opening_date: text,
  job_details_url: text,
  // Beyond the contract: what Google's JobPosting needs and the record lacks.
  description: text,
  employment_type: text,
  remote: z.boolean(),
  // Optional, so an older content API still answers: the closing date, pay range and direct application.
  valid_through: z.optional(nullableText),
  base_salary: z.optional(z.nullable(z.object({ currency: text, min: z.number(), max: z.number(), unit: text }))),
  direct_apply: z.optional(z.boolean()),
});
const toJob = (job: z.output<typeof jobWire>) => ({
  title: job.job_title,
  experience: job.job_required_experience,
  location: job.job_location,
  openedOn: job.job_opening_date,
  detailsUrl: job.job_details_url,
  descriptionHtml: job.description,
  employmentType: job.employment_type,
  remote: job.remote,
  validThrough: job.valid_through ?? null,
  baseSalary: job.base_salary ?? null,
  directApply: job.direct_apply ?? false,
});
export type JobOpening = ReturnType<typeof toJob>;

export const openingsSchema = z.pipe(
  z.object({
    all_job_list: z.array(jobWire),
    job_list_location_wise: z.array(
      z.object({
        location_slug: text,
        location_id: id,
        location_label_title: text,
        location_joblist: z.array(jobWire),
      }),
    ),
  }),
  z.transform((answer) => ({
    all: answer.all_job_list.map(toJob),
    byLocation: answer.job_list_location_wise.map((group) => ({
      slug: group.location_slug,
      label: group.location_label_title,
      jobs: group.location_joblist.map(toJob),
    })),
  })),
);
export type Openings = z.output<typeof openingsSchema>;
