export interface CaseStudyCopy {
  project_title: string;
  project_description: string;
  implementation_time: string;
  benefits: readonly string[];
  icon: string;
}

export interface SubServiceCopy {
  slug: string;
  title: string;
  focus: string;
  features: readonly string[];
  platforms: readonly string[];
  caseStudy?: CaseStudyCopy;
}

export interface ServiceCopy {
  slug: string;
  title: string;
  metaDesc: string;
  includes: readonly { tabHead: string; intro: string; points: readonly string[] }[];
  platforms: readonly { cardTitle: string; text: string }[];
  caseStudies: readonly CaseStudyCopy[];
  subs: readonly SubServiceCopy[];
}
