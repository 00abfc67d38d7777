// The nested records stored as JSON arrays inside blogs, events, services and categories (contract field names).

export interface Card {
  cardTitle: string;
  cardContent: string;
}

export interface IncludesTab {
  tabHead: string;
  TabContent: string;
}

export interface CaseStudy {
  photo_icon: string;
  project_title: string;
  project_description: string;
  implementation_time: string;
  benefits_list: { benefit_desc: string }[];
}

export interface PricingItem {
  pricing_icon: string;
  pricing_title: string;
  pricing_short_description: string;
  pricing_amount: string;
  pricing_rate_unit: string;
}

export interface TalentProfile {
  photo: string;
  name: string;
  skill_list: { title: string }[];
  total_yr_exp: string;
  location: string;
}
