import { addDays } from '../../dates.ts';
import { OPENING_SALARIES, OPENING_VALID_DAYS } from '../copy/opening-salaries.ts';
import { OPENINGS, JOB_LOCATIONS, openingDescription } from '../copy/openings.ts';
import { PRICING_CATEGORIES, PRICING_INCLUDES } from '../copy/pricing.ts';
import { PRICING_TIERS } from '../copy/categories/index.ts';
import { DEPARTMENTS } from '../copy/team.ts';
import { DEVELOPER_ROLES, DEVELOPER_SKILLS, TECHNOLOGY_TABS } from '../copy/technology.ts';
import { TESTIMONIALS } from '../copy/testimonials.ts';
import { TRUSTED_BY } from '../copy/trusted-by.ts';
import { VIDEOS } from '../copy/video.ts';
import { iconPath } from '../images/icons.ts';
import { clientLogoPath, techLogoPath } from '../images/logos.ts';
import { imageCycle, type ImagePool } from '../images/pool.ts';
import { createRng } from '../prng.ts';
import { keyAllocator, slugify } from '../slug.ts';
import { htmlList } from '../text.ts';
import { videoPath } from '../video/render.ts';

/** The read-only lists: logos, technologies, skills and roles, team, testimonials, video, pricing, openings. */
export function buildCatalogue(seed: number, images: ImagePool, referenceDate: string) {
  const rng = createRng(seed, 'catalogue');
  const pick = imageCycle(images, rng.int(0, 99));
  // One allocator per table, in insert order, so keys match what migration 004 would backfill.
  const key = {
    trustedBy: keyAllocator(),
    member: keyAllocator(),
    testimonial: keyAllocator(),
    video: keyAllocator(),
    job: keyAllocator(),
  };
  return {
    trustedBy: TRUSTED_BY.map((brand) => ({
      slug: key.trustedBy(brand.title),
      title: brand.title,
      logo: clientLogoPath(brand.title),
    })),
    technologyTabs: TECHNOLOGY_TABS.map((tab) => ({
      event_key: tab.key,
      tab_name: tab.name,
      items: tab.items.map((item) => ({ page_url: item.page, src: techLogoPath(item.name), alt: `${item.name} logo` })),
    })),
    skills: DEVELOPER_SKILLS.map((skill) => ({
      title: skill.name,
      logo: techLogoPath(skill.name),
      page_url: skill.page,
    })),
    roles: DEVELOPER_ROLES.map((role) => ({
      role_slug: role.slug,
      role_logo: iconPath(role.icon),
      role_alt: `Hire ${role.title}`,
    })),
    departments: DEPARTMENTS.map((dept) => ({
      id: dept.id,
      dept_key: dept.key,
      label: dept.label,
      is_leadership: dept.leadership ? 1 : 0,
      members: dept.members.map((member) => ({
        slug: key.member(member.name),
        name: member.name,
        designation: member.designation,
        photo: pick.avatar(),
        linkedin_url: member.linkedin ? `https://www.linkedin.com/in/${slugify(member.name)}-example` : null,
      })),
    })),
    testimonials: TESTIMONIALS.map((testimonial) => ({ slug: key.testimonial(testimonial.full_name), ...testimonial })),
    videos: VIDEOS.map((video) => ({
      slug: key.video(video.title),
      page_id: video.page_id,
      video_title: video.title,
      video_url: videoPath(video.file),
      video_poster: pick.banner(),
    })),
    pricing: PRICING_CATEGORIES.map((category) => ({
      key_id: category.key,
      category_title: category.title,
      items: PRICING_TIERS.map((tier, i) => ({
        pricing_icon: iconPath(tier.icon),
        pricing_title: tier.title,
        pricing_short_description: tier.experience,
        pricing_amount: `<strong>$${category.rates[i] ?? category.rates[0]}</strong>`,
        pricing_rate_unit: category.unit,
        pricing_full_description: `<p>${tier.text} Rates for ${category.role} start here and depend on the stack and hours.</p>${htmlList(PRICING_INCLUDES)}`,
      })),
    })),
    locations: JOB_LOCATIONS.map((location) => ({
      location_id: location.id,
      location_slug: location.slug,
      location_label_title: location.label,
    })),
    openings: OPENINGS.map((job, i) => {
      const location = JOB_LOCATIONS.find((place) => place.slug === job.location) ?? JOB_LOCATIONS[0];
      const openedOn = addDays(referenceDate, -rng.int(1, 60) - i);
      return {
        slug: key.job(job.title),
        location_id: location.id,
        job_title: job.title,
        job_required_experience: job.experience,
        job_location: location.full,
        job_opening_date: openedOn,
        job_details_url: `/apply-as-talent?job=${slugify(job.title)}`,
        description: openingDescription(job.title),
        employment_type: job.type,
        remote: job.remote ? 1 : 0,
        ...openingTerms(job.title, openedOn),
      };
    }),
  };
}

/** An opening's closing date and, where the office publishes one, its pay range (JobPosting). */
function openingTerms(title: string, openedOn: string) {
  const salary = OPENING_SALARIES[title];
  return {
    valid_through: addDays(openedOn, OPENING_VALID_DAYS),
    salary_currency: salary?.currency ?? null,
    salary_min: salary?.min ?? null,
    salary_max: salary?.max ?? null,
    salary_unit: salary?.unit ?? null,
    direct_apply: 1,
  };
}

export type CatalogueSeed = ReturnType<typeof buildCatalogue>;
