export const PORTFOLIO_COPY = {
  seo: {
    title: 'Portfolio: Coming Soon',
    description:
      'Our portfolio of client work is on its way. Meanwhile, explore how our remote talent helps teams ship.',
  },
  title: 'Something Amazing is Coming Your Way!',
  lead: 'We are putting together stories of the products, campaigns and books our talent has helped clients deliver. Check back soon.',
  imageAlt: 'An empty easel waiting for a painting',
  home: 'Back to Homepage',
} as const;
