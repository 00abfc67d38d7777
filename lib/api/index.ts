// The one HTTP boundary to the content API: a typed getter per /api/v1 call.
export * from './blog';
export * from './events';
export { FAMILY_CALLS } from './family-calls';
export * from './services';
export * from './categories';
export * from './catalogue';
export * from './people';
export * from './pages';
export * from './sitemaps';
export * from './redirects';
export { ApiError } from './errors';
export { TAGS, slugTag, sitemapTag, type SitemapFamily } from './tags';
export { assertContentApiAnswers } from './health';
export { hasVideoFile } from './video-file';
export { getPreviewState, previewLinkStanding, type PreviewStanding, type PreviewState } from './preview';
