import 'server-only';

// The rules live in @site/shared: the content API cleans what it stores with them too.
export { sanitizeCmsHtml } from '@site/shared/cms-html';
