import 'server-only';
import { cache } from 'react';
import { apiGet } from './fetch';
import { openingsSchema, pricingSchema, videoSchema } from './schemas/pages';
import { TAGS } from './tags';

/** The spec fixes the vetting page's video id at 3; the content API serves the life-at page's under 5. */
const VIDEO_PAGE_ID = 3;
export const LIFE_AT_VIDEO_PAGE_ID = 5;

/** Each page id is its own URL, so every one of them is always fetched under the same tag. */
export const getVideos = cache((pageId: number = VIDEO_PAGE_ID) =>
  apiGet('get-video-data', { schema: videoSchema, params: { page_id: pageId }, tags: [TAGS.video] }),
);

export const getPricing = cache(() => apiGet('get-pricing-list', { schema: pricingSchema, tags: [TAGS.pricing] }));

export const getOpenings = cache(() => apiGet('get-all-openings', { schema: openingsSchema, tags: [TAGS.openings] }));
