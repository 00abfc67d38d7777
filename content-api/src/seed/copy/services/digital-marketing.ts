import type { ServiceCopy } from './types.ts';

export const DIGITAL_MARKETING_SERVICE: ServiceCopy = {
  slug: 'digital-marketing-services',
  title: 'Digital Marketing Services',
  metaDesc:
    'SEO, pay-per-click, social media and content marketing run by pre-vetted remote specialists with transparent monthly reporting.',
  includes: [
    {
      tabHead: 'Search Engine Optimisation',
      intro: 'Sustainable organic growth built on technical health and useful content.',
      points: [
        'Technical audits and fixes',
        'Keyword and competitor research',
        'On-page optimisation',
        'Link earning through digital PR',
      ],
    },
    {
      tabHead: 'Paid Advertising',
      intro: 'Every ad dollar tracked to a lead or a sale.',
      points: [
        'Google Ads and Microsoft Ads',
        'Meta and LinkedIn campaigns',
        'Landing-page testing',
        'Weekly bid and budget reviews',
      ],
    },
    {
      tabHead: 'Social Media',
      intro: 'A consistent voice on the channels your customers use.',
      points: ['Content calendars', 'Community management', 'Paid social campaigns', 'Monthly performance reviews'],
    },
    {
      tabHead: 'Content Marketing',
      intro: 'Articles, guides and newsletters that earn attention.',
      points: [
        'Editorial strategy',
        'Long-form articles and guides',
        'Email newsletters',
        'Content refreshes for existing pages',
      ],
    },
  ],
  platforms: [
    {
      cardTitle: 'Google Ads',
      text: 'Search, Performance Max and YouTube campaigns with clean conversion tracking.',
    },
    { cardTitle: 'Google Analytics 4', text: 'Measurement plans, events and dashboards the whole team can read.' },
    { cardTitle: 'Semrush & Ahrefs', text: 'Keyword research, rank tracking and backlink analysis.' },
    { cardTitle: 'HubSpot', text: 'Email, lead nurturing and CRM workflows.' },
    { cardTitle: 'Meta Business Suite', text: 'Facebook and Instagram publishing, ads and insights.' },
    { cardTitle: 'LinkedIn Campaign Manager', text: 'B2B targeting by role, industry and company size.' },
  ],
  caseStudies: [
    {
      icon: 'chart',
      project_title: 'Organic growth for a B2B software company',
      project_description:
        'An SEO specialist and a content writer fixed crawl issues, restructured the site and published two in-depth guides a month.',
      implementation_time: '6 months',
      benefits: [
        'Organic traffic up 145% year on year',
        'Demo requests from organic search tripled',
        'Twelve keywords moved onto page one',
      ],
    },
    {
      icon: 'megaphone',
      project_title: 'Profitable paid search for a real-estate agency',
      project_description:
        'A PPC specialist rebuilt the account structure, added negative keywords and tested new landing pages for each neighbourhood.',
      implementation_time: '3 months',
      benefits: [
        'Cost per lead down 41%',
        'Lead quality rated higher by the sales team',
        'Budget shifted to the best-performing areas weekly',
      ],
    },
  ],
  subs: [
    {
      slug: 'search-engine-optimisation',
      title: 'Search Engine Optimisation',
      focus: 'rankings that bring qualified visitors',
      features: ['Technical SEO audits', 'Keyword strategy', 'On-page optimisation', 'Monthly ranking reports'],
      platforms: ['Semrush', 'Ahrefs', 'Search Console', 'Screaming Frog'],
    },
    {
      slug: 'pay-per-click-advertising',
      title: 'Pay-Per-Click Advertising',
      focus: 'campaigns that pay for themselves',
      features: ['Account structure and set-up', 'Ad copy testing', 'Conversion tracking', 'Budget pacing'],
      platforms: ['Google Ads', 'Microsoft Ads', 'Meta Ads', 'GA4'],
    },
    {
      slug: 'social-media-marketing',
      title: 'Social Media Marketing',
      focus: 'a brand voice your audience recognises',
      features: ['Content calendars', 'Post design and copy', 'Community management', 'Paid social'],
      platforms: ['Meta Business Suite', 'LinkedIn', 'Buffer', 'Canva'],
    },
    {
      slug: 'content-marketing',
      title: 'Content Marketing',
      focus: 'articles and guides that earn links and leads',
      features: ['Editorial planning', 'Research-led long-form content', 'Newsletters', 'Content refreshes'],
      platforms: ['WordPress', 'HubSpot', 'Grammarly', 'Google Docs'],
    },
  ],
};
