import type { ServiceColumns } from '../../content/rows.ts';
import type { CaseStudy, IncludesTab } from '../../content/shapes.ts';
import { SERVICES, type CaseStudyCopy, type SubServiceCopy } from '../copy/services/index.ts';
import { iconPath } from '../images/icons.ts';
import { imageCycle, type ImagePool } from '../images/pool.ts';
import { createRng } from '../prng.ts';
import { htmlList } from '../text.ts';

/** A top-level service with its sub-services. */
export type ServiceSeed = ServiceColumns & { sub_services: ServiceColumns[] };

const caseStudy = (copy: CaseStudyCopy): CaseStudy => ({
  photo_icon: iconPath(copy.icon),
  project_title: copy.project_title,
  project_description: copy.project_description,
  implementation_time: copy.implementation_time,
  benefits_list: copy.benefits.map((benefit_desc) => ({ benefit_desc })),
});

const PLATFORM_LINES = [
  (name: string) => `Specialists who use ${name} every day on client projects.`,
  (name: string) => `Certified, hands-on ${name} experience, checked during vetting.`,
  (name: string) => `Set-up, best practice and day-to-day work in ${name}.`,
  (name: string) => `${name} expertise matched to your existing stack.`,
];

function subIncludes(sub: SubServiceCopy, parentTitle: string): IncludesTab[] {
  return [
    {
      tabHead: 'What We Deliver',
      TabContent: `<p>Our ${sub.title} specialists focus on ${sub.focus}.</p>${htmlList(sub.features)}`,
    },
    {
      tabHead: 'How We Work',
      TabContent: `<p>Every engagement follows the same simple steps, part of our ${parentTitle} practice.</p>${htmlList(
        [
          'A short call to understand your goals and constraints',
          'A shortlist of pre-vetted specialists in 3 to 5 days',
          'A two-week risk-free trial on real work',
          'A dedicated account manager from day one',
        ],
      )}`,
    },
    {
      tabHead: 'Why Choose Us',
      TabContent: `<p>Only the top 10% of applicants join our talent pool.</p>${htmlList([
        'Savings of up to 66% compared with local hiring',
        'Teams in Toronto, Medellín, Kolkata and New York',
        'More than 12 years in business and over 1,100 clients',
        'Thirty days’ notice to scale down, no lock-in',
      ])}`,
    },
  ];
}

/** The six top-level services, each with its sub-services; case studies on some of them only. */
export function buildServices(seed: number, images: ImagePool): ServiceSeed[] {
  const rng = createRng(seed, 'services');
  const pick = imageCycle(images, rng.int(0, 99));
  const pictures = () => ({
    service_banner_img: pick.banner(),
    service_banner_bg_img: pick.banner(),
    service_second_section_img: pick.card(),
    service_bottom_section_img: pick.card(),
  });
  return SERVICES.map((service) => ({
    service_slug: service.slug,
    service_title: service.title,
    service_meta_title: `${service.title} | Pre-Vetted Remote Experts`,
    service_meta_desc: service.metaDesc,
    ...pictures(),
    service_includes_array: service.includes.map((tab) => ({
      tabHead: tab.tabHead,
      TabContent: `<p>${tab.intro}</p>${htmlList(tab.points)}`,
    })),
    service_platform_array: service.platforms.map((card) => ({
      cardTitle: card.cardTitle,
      cardContent: `<p>${card.text}</p>`,
    })),
    case_study_array: service.caseStudies.map(caseStudy),
    sub_services: service.subs.map((sub) => ({
      service_slug: sub.slug,
      service_title: sub.title,
      service_meta_title: `${sub.title} | ${service.title}`,
      service_meta_desc: `Pre-vetted remote specialists for ${sub.focus}. Shortlist in 3 to 5 days and a two-week risk-free trial.`,
      ...pictures(),
      service_includes_array: subIncludes(sub, service.title),
      service_platform_array: sub.platforms.map((name) => ({
        cardTitle: name,
        cardContent: `<p>${rng.pick(PLATFORM_LINES)(name)}</p>`,
      })),
      case_study_array: sub.caseStudy ? [caseStudy(sub.caseStudy)] : [],
    })),
  }));
}
