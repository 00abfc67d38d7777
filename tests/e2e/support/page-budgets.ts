// What a first visit of each public page type may cost: script as sent compressed (gzip), and style (the server
// puts it inside the page). Each is today's figure with a little room, so growth is a decision made here, in review,
// with its reason; a page type with no budget fails until it has one (tests/e2e/public-scripts.e2e.spec.ts).

export interface PageBudget {
  scriptKb: number;
  styleKb: number;
}

/** Keyed by the page types of tests/e2e/support/public-pages.ts: today's figures (the test prints them) plus 4 %. */
export const PAGE_BUDGETS: Record<string, PageBudget> = {
  aboutUs: { scriptKb: 151, styleKb: 57 },
  allSkills: { scriptKb: 150, styleKb: 53 },
  applyAsTalent: { scriptKb: 150, styleKb: 53 },
  blog: { scriptKb: 164, styleKb: 57 },
  'blog post': { scriptKb: 150, styleKb: 53 },
  bookEvent: { scriptKb: 151, styleKb: 54 },
  categories: { scriptKb: 150, styleKb: 53 },
  'child service': { scriptKb: 160, styleKb: 58 },
  contact: { scriptKb: 159, styleKb: 53 },
  culture: { scriptKb: 151, styleKb: 57 },
  event: { scriptKb: 151, styleKb: 57 },
  events: { scriptKb: 150, styleKb: 53 },
  home: { scriptKb: 153, styleKb: 57 },
  howItWorks: { scriptKb: 150, styleKb: 53 },
  internship: { scriptKb: 150, styleKb: 53 },
  lifeAt: { scriptKb: 151, styleKb: 53 },
  login: { scriptKb: 150, styleKb: 53 },
  'not found': { scriptKb: 150, styleKb: 53 },
  openings: { scriptKb: 150, styleKb: 53 },
  ourTeam: { scriptKb: 150, styleKb: 53 },
  portfolio: { scriptKb: 150, styleKb: 53 },
  pricing: { scriptKb: 150, styleKb: 53 },
  privacy: { scriptKb: 150, styleKb: 53 },
  referral: { scriptKb: 150, styleKb: 53 },
  reviews: { scriptKb: 151, styleKb: 57 },
  scheduleCall: { scriptKb: 161, styleKb: 53 },
  'service at the root': { scriptKb: 162, styleKb: 58 },
  services: { scriptKb: 150, styleKb: 53 },
  socialResponsibility: { scriptKb: 151, styleKb: 57 },
  'sub-category': { scriptKb: 152, styleKb: 57 },
  terms: { scriptKb: 150, styleKb: 53 },
  'thank you after a quote': { scriptKb: 150, styleKb: 53 },
  thankYou: { scriptKb: 150, styleKb: 53 },
  'top-level category': { scriptKb: 152, styleKb: 57 },
  'top-level service': { scriptKb: 162, styleKb: 58 },
  vetting: { scriptKb: 151, styleKb: 53 },
};
