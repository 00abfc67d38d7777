import 'server-only';
import { cache } from 'react';
import { apiGet } from './fetch';
import { openingsSchema, pricingSchema, videoSchema } from './schemas/pages';
import { TAGS } from './tags';

/** The spec fixes the video page id at 3. */
export const VIDEO_PAGE_ID = 3;

export const getVideos = cache(() =>
  apiGet('get-video-data', { schema: videoSchema, params: { page_id: VIDEO_PAGE_ID }, tags: [TAGS.video] }),
);

export const getPricing = cache(() => apiGet('get-pricing-list', { schema: pricingSchema, tags: [TAGS.pricing] }));

export const getOpenings = cache(() => apiGet('get-all-openings', { schema: openingsSchema, tags: [TAGS.openings] }));
