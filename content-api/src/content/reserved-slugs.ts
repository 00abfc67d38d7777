// First path segments the site (and this API) already use; a service at /{slug} must not shadow them (spec 000 §2, 001 §2).
const SITE_ROUTES = new Set([
  'about-us', 'admin', 'api', 'apply-as-talent', 'blog', 'blog-details', 'book-an-event', 'contact-us', 'crm',
  'culture-and-values', 'current-openings', 'customer-review', 'distinct-vetting-process', 'employee-referral',
  'event-detail', 'events', 'favicon.ico', 'health', 'hire-our-genius-mind', 'how-it-works', 'internship', 'login',
  'not-found', 'our-team', 'portfolio', 'pricing', 'privacy-policy', 'robots.txt', 'schedule-a-call', 'see-all-skills',
  'services', 'sitemap.xml', 'social-responsibility', 'terms-service', 'thank-you', 'uploads',
]);

export function isReservedSiteSlug(slug: string): boolean {
  return SITE_ROUTES.has(slug) || slug.startsWith('life-at-') || slug.startsWith('_next');
}
