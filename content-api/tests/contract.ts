// Zod schemas of the 19 answers in ../../shared/API.md, field names letter for letter; strict, so extra fields fail too.
import { z } from 'zod';

// An image may carry its focal point as a fragment (@site/shared/image-focus).
const url = z
  .string()
  .regex(
    /^https?:\/\/[^/#]+\/uploads\/[^\s#]+\.(webp|jpg|jpeg|svg|mp4)(#focus=\d{1,3},\d{1,3})?$/,
    'an absolute /uploads/ URL',
  );
const displayDate = z.string().regex(/^\d{2} (Jan|Feb|Mar|Apr|May|Jun|Jul|Aug|Sep|Oct|Nov|Dec), \d{4}$/);
const isoDate = z.string().regex(/^\d{4}-\d{2}-\d{2}$/);
const text = z.string().min(1);
const html = z.string().regex(/<\w+/, 'HTML');
const sitePath = z.string().regex(/^\/[a-z0-9/-]*$/);

export const BlogCard = z.strictObject({
  blog_image: url,
  blog_img_alt: text,
  blog_date: displayDate,
  blog_title: text,
  blog_short_desc: text,
  blog_slug: text,
});

export const BlogDetail = z.strictObject({
  meta_title: text,
  meta_description: text,
  blog_date_for_schema: isoDate,
  blog_image: url,
  blog_title: text,
  blog_date: displayDate,
  blog_category: text,
  blog_description: html,
  prev_blog_slug: z.string().nullable(),
  next_blog_slug: z.string().nullable(),
});

export const EventCard = z.strictObject({
  slug: text,
  featured_image: url,
  title: text,
  venue: text,
  event_date: displayDate,
});

export const EventDetail = z.strictObject({
  title: text,
  city: text,
  event_date: displayDate,
  venue: text,
  genre: text,
  participation_area: text,
  outline: text,
  speakers: text,
  summary: html,
  event_gallery: z.array(z.strictObject({ gallery_image: url })),
});

const Card = z.strictObject({ cardTitle: text, cardContent: html });

export const ServiceDetails = z.strictObject({
  service_id: z.number().int().positive(),
  parent_service_id: z.number().int().nonnegative(),
  service_title: text,
  service_meta_title: text,
  service_meta_desc: text,
  service_banner_img: url,
  service_banner_bg_img: url,
  service_second_section_img: url,
  service_bottom_section_img: url,
});

export const CaseStudy = z.strictObject({
  photo_icon: url,
  project_title: text,
  project_description: text,
  implementation_time: text,
  benefits_list: z.array(z.strictObject({ benefit_desc: text })),
});

export const ServiceDetailsAnswer = z.strictObject({
  service_details_array: z.array(ServiceDetails).max(1),
  case_study_array: z.array(CaseStudy),
  service_includes_array: z.array(z.strictObject({ tabHead: text, TabContent: html })),
  service_platform_array: z.array(Card),
});

export const HireCategory = z.strictObject({
  category_title: text,
  category_slug: text,
  parent_category_id: z.number().int().nonnegative(),
  parent_category_slug: z.string(),
  category_meta_title: z.string().nullable(),
  category_meta_desc: z.string().nullable(),
  category_banner_bg_img: url,
  category_banner_img: url,
  category_second_img: url,
  category_third_img: url,
  category_fourth_img: url,
});

export const PricingItem = z.strictObject({
  pricing_icon: url,
  pricing_title: text,
  pricing_short_description: text,
  pricing_amount: html,
  pricing_rate_unit: text,
});

export const TalentProfile = z.strictObject({
  photo: url,
  name: text,
  skill_list: z.array(z.strictObject({ title: text })),
  total_yr_exp: text,
  location: text,
});

export const HireCategoryDetailsAnswer = z.strictObject({
  result: z.union([z.literal(0), z.literal(1)]),
  category_array: z.array(HireCategory).max(1),
  tools_platform_array: z.array(Card),
  pricing_array: z.array(PricingItem),
  profile_array: z.array(TalentProfile),
  subcat_array: z.array(z.strictObject({ subcat_slug: text, subcat_title: text })),
});

export const TeamMember = z.strictObject({
  name: text,
  designation: text,
  photo: url,
  linkedin_url: z.url().nullable(),
});

export const Job = z.strictObject({
  job_title: text,
  job_required_experience: text,
  job_location: text,
  job_opening_date: isoDate,
  job_details_url: z.url(),
  // Beyond API.md (ours), for Google's JobPosting: the site's schemas read them and ignore them if absent.
  description: html,
  employment_type: z.enum([
    'FULL_TIME',
    'PART_TIME',
    'CONTRACTOR',
    'TEMPORARY',
    'INTERN',
    'VOLUNTEER',
    'PER_DIEM',
    'OTHER',
  ]),
  remote: z.boolean(),
  // A last day, or the instant the role closes (toISOString form).
  valid_through: z.union([isoDate, z.iso.datetime()]).nullable(),
  base_salary: z
    .strictObject({
      currency: z.string().regex(/^[A-Z]{3}$/),
      min: z.number().int().positive(),
      max: z.number().int().positive(),
      unit: z.enum(['HOUR', 'MONTH', 'YEAR']),
    })
    .nullable(),
  direct_apply: z.boolean(),
});

/** Each call's answer schema, keyed by the call name. */
export const ANSWERS = {
  'get-popular-blog-list': z.array(BlogCard),
  'get-blog-list-updated': z.strictObject({
    blogs: z.array(BlogCard),
    nextpage: z.number().int(),
    hasMore: z.boolean(),
  }),
  'get-blog-details': z.union([
    z.strictObject({ response: z.literal(1), blog: z.tuple([BlogDetail]) }),
    z.strictObject({ response: z.literal(0), blog: z.tuple([]) }),
  ]),
  'get-event-list': z.array(EventCard),
  'get-event-details': z.union([z.tuple([EventDetail]), z.tuple([])]),
  'get-trustedby-data': z.array(z.strictObject({ logo: url, title: text })),
  'get-service-details': ServiceDetailsAnswer,
  'service-form-submit-action': z.union([
    z.strictObject({ result: z.literal(1) }),
    z.strictObject({ result: z.literal(0), errors: z.record(z.enum(['fullname', 'email', 'phoneno']), z.string()) }),
  ]),
  'get-hire-category-details': HireCategoryDetailsAnswer,
  'get-service-list': z.array(
    z.strictObject({
      service_slug: text,
      service_title: text,
      sub_service_array: z.array(z.strictObject({ sub_service_slug: text, sub_service_title: text })),
    }),
  ),
  'get-hire-category-list': z.strictObject({
    category_array: z.array(
      z.strictObject({
        category_slug: text,
        category_title: text,
        sub_category_array: z.array(z.strictObject({ sub_category_slug: text, sub_category_title: text })),
      }),
    ),
  }),
  'get-technology-list': z.array(
    z.strictObject({
      eventKey: text,
      tabName: text,
      webdevImg: z.array(z.strictObject({ page_url: sitePath, src: url, alt: text })),
    }),
  ),
  'get-team-list': z.array(
    z.strictObject({ dept: z.strictObject({ label: text, key: text }), members: z.array(TeamMember) }),
  ),
  'get-team-list-by-catid': z.array(TeamMember),
  'get-testimonial-list': z.array(
    z.strictObject({
      ratings: z.number().int().min(1).max(5),
      testimonial_content: text,
      full_name: text,
      designation: text,
    }),
  ),
  'get-video-data': z.array(
    z.strictObject({ page_id: z.number().int(), video_title: text, video_url: url, video_poster: url }),
  ),
  'get-pricing-list': z.array(
    z.strictObject({
      key_id: text,
      category_title: text,
      pricing_data: z.array(PricingItem.extend({ pricing_full_description: html })),
    }),
  ),
  'get-all-openings': z.strictObject({
    all_job_list: z.array(Job),
    job_list_location_wise: z.array(
      z.strictObject({
        location_slug: text,
        location_id: z.number().int(),
        location_label_title: text,
        location_joblist: z.array(Job),
      }),
    ),
  }),
  'get-developer-skills-roles': z.strictObject({
    developer_skills: z.array(z.strictObject({ title: text, logo: url, page_url: sitePath })),
    developer_roles: z.array(z.strictObject({ role_slug: text, role_logo: url, role_alt: text })),
  }),
  // Not in API.md: the site's lookup for a path it has no page for (content-api/README.md).
  'get-redirect': z.strictObject({
    redirect: z
      .strictObject({ to: z.string().regex(/^\/(?!\/)/, 'a site path'), status: z.literal([301, 302, 308]) })
      .nullable(),
  }),
} as const;

export type CallName = keyof typeof ANSWERS;
