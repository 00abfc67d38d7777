export const BLOG_COPY = {
  banner: {
    title: 'Blog',
    eyebrow: 'Insights',
    lead: 'Practical notes on hiring, onboarding and leading remote teams, from the people who vet and place them every week.',
  },
  popularHeading: 'Most Popular',
  popularCarouselLabel: 'Most popular blog posts',
  recentHeading: 'Leadership Recent',
  recentLead: 'Fresh thinking on building and running distributed teams.',
  readMore: 'Read More',
  loadMore: 'Load more',
  loadingMore: 'Loading…',
  empty: 'No posts have been published yet. Check back soon.',
  previous: 'Previous Blog',
  next: 'Next Blog',
  postNavLabel: 'More posts',
  breadcrumbBlog: 'blog',
  seo: {
    title: 'Blog: Remote Hiring and Team Leadership',
    description:
      'Guides on hiring pre-vetted remote developers, designers, virtual assistants, marketers and accountants, and on leading distributed teams.',
  },
} as const;
