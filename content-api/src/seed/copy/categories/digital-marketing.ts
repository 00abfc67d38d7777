import type { CategoryCopy } from './types.ts';

export const DIGITAL_MARKETING_CATEGORY: CategoryCopy = {
  slug: 'digital-marketing',
  title: 'Digital Marketing',
  singular: 'digital marketer',
  metaTitle: null,
  metaDesc: null,
  rates: [15, 25, 38],
  // Its sub-categories carry the rates, so the site's empty pricing state is seeded on a top-level page.
  noPricing: true,
  tools: [
    { cardTitle: 'SEO', text: 'Technical fixes, content strategy and link earning.' },
    { cardTitle: 'Paid Search', text: 'Google and Microsoft Ads run for profit, not clicks.' },
    { cardTitle: 'Paid Social', text: 'Meta, LinkedIn and TikTok campaigns with clear targets.' },
    { cardTitle: 'Content Writing', text: 'Articles, landing pages and emails in your voice.' },
    { cardTitle: 'Email Marketing', text: 'Newsletters and automated journeys that convert.' },
    { cardTitle: 'Analytics', text: 'Tracking plans and dashboards you can trust.' },
  ],
  subs: [
    {
      slug: 'seo-specialists',
      title: 'SEO Specialists',
      skills: ['Technical SEO', 'Keyword Research', 'Semrush', 'Ahrefs', 'Search Console'],
      tools: ['Semrush', 'Ahrefs', 'Screaming Frog', 'Search Console'],
    },
    {
      slug: 'ppc-specialists',
      title: 'PPC Specialists',
      skills: ['Google Ads', 'Microsoft Ads', 'Conversion Tracking', 'GA4', 'Landing Pages'],
      tools: ['Google Ads', 'Microsoft Ads', 'GA4', 'Looker Studio'],
    },
    {
      slug: 'social-media-managers',
      title: 'Social Media Managers',
      skills: ['Content Calendars', 'Meta Ads', 'Community Management', 'Canva', 'Reporting'],
      tools: ['Meta Business Suite', 'Buffer', 'Canva', 'Hootsuite'],
      noMeta: true,
    },
    {
      slug: 'content-writers',
      title: 'Content Writers',
      skills: ['Long-Form Articles', 'SEO Writing', 'Editing', 'Research', 'Newsletters'],
      tools: ['WordPress', 'Grammarly', 'Surfer SEO', 'Google Docs'],
    },
  ],
};
