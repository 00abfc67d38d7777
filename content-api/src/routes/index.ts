import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../context.ts';
import { blogRoutes } from './blog.ts';
import { catalogueRoutes } from './catalogue.ts';
import { categoryRoutes } from './categories.ts';
import { eventRoutes } from './events.ts';
import { openingRoutes } from './openings.ts';
import { previewRoutes } from './preview.ts';
import { pricingRoutes } from './pricing.ts';
import { quoteRoutes } from './quote.ts';
import { serviceRoutes } from './services.ts';
import { sitemapRoutes } from './sitemaps.ts';
import { teamRoutes } from './team.ts';
import { testimonialRoutes } from './testimonials.ts';
import { videoRoutes } from './video.ts';

/** The 19 calls of API.md under /api/v1, the sitemaps' three and the preview bar's one (content-api/README.md). */
export function apiRoutes(app: FastifyInstance, context: AppContext): void {
  for (const register of [
    blogRoutes,
    eventRoutes,
    catalogueRoutes,
    serviceRoutes,
    categoryRoutes,
    teamRoutes,
    testimonialRoutes,
    videoRoutes,
    pricingRoutes,
    openingRoutes,
    quoteRoutes,
    sitemapRoutes,
    previewRoutes,
  ]) {
    register(app, context);
  }
}
