import { EARLIER_TOPICS } from './earlier-topics.ts';
import { RECENT_TOPICS } from './recent-topics.ts';
import type { BlogTopic } from './types.ts';

export { ROLE_NAMES, TITLE_TEMPLATES } from './title-templates.ts';
export type { BlogTopic, ThemeKey } from './types.ts';

// Post N is dated by its position, so the hand-written topics stay in publication order, newest first.
export const BLOG_TOPICS: readonly BlogTopic[] = [...RECENT_TOPICS, ...EARLIER_TOPICS];
