import type { CategoryCopy } from './types.ts';

export const DESIGNERS_CATEGORY: CategoryCopy = {
  slug: 'designers',
  title: 'Designers',
  singular: 'designer',
  metaTitle: 'Hire Remote UI/UX and Graphic Designers',
  metaDesc:
    'Pre-vetted remote designers for product, web and brand work. Portfolios reviewed by senior designers, shortlist in 3 to 5 days.',
  rates: [15, 22, 35],
  tools: [
    { cardTitle: 'Product & UX Design', text: 'Research-led flows, prototypes and usability testing.' },
    { cardTitle: 'UI Design', text: 'High-fidelity interfaces and design systems in Figma.' },
    { cardTitle: 'Brand & Graphic Design', text: 'Logos, guidelines and marketing assets.' },
    { cardTitle: 'Motion Design', text: 'Animations and micro-interactions that explain, not distract.' },
    { cardTitle: 'Web Design', text: 'Conversion-focused marketing sites in Webflow and WordPress.' },
    { cardTitle: 'Presentation Design', text: 'Sales decks and investor presentations that land.' },
  ],
  subs: [
    {
      slug: 'ui-ux-designers',
      title: 'UI/UX Designers',
      skills: ['Figma', 'User Research', 'Prototyping', 'Design Systems', 'Usability Testing'],
      tools: ['Figma', 'Maze', 'Miro', 'FigJam'],
    },
    {
      slug: 'graphic-designers',
      title: 'Graphic Designers',
      skills: ['Illustrator', 'Photoshop', 'Branding', 'Print', 'Social Graphics'],
      tools: ['Illustrator', 'Photoshop', 'InDesign', 'Canva'],
    },
    {
      slug: 'web-designers',
      title: 'Web Designers',
      skills: ['Webflow', 'WordPress', 'Responsive Design', 'Figma', 'SEO Basics'],
      tools: ['Webflow', 'WordPress', 'Figma', 'Framer'],
      noMeta: true,
    },
    {
      slug: 'product-designers',
      title: 'Product Designers',
      skills: ['Product Strategy', 'Figma', 'Prototyping', 'Analytics', 'Workshops'],
      tools: ['Figma', 'Amplitude', 'Hotjar', 'Notion'],
    },
  ],
};
