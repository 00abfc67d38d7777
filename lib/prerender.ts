// How much of the open-ended catalogue `next build` prerenders. The rest render on their first visit
// (`dynamicParams`) and are then cached and revalidated by the webhook like any prerendered page, so the
// build takes the same time for 36 posts or 10,000 (docs/performance.md, "Images and build at scale").

/** The first three pages of the blog list, what a visitor reaches before a third Load more; popular posts come on top. */
export const PRERENDER_NEWEST_POSTS = 27;

/** The first events of the list (upcoming ones, then the latest past ones). */
export const PRERENDER_FIRST_EVENTS = 12;
