import type { ServiceCopy } from './types.ts';

export const UI_UX_DESIGN_SERVICE: ServiceCopy = {
  slug: 'ui-ux-design-services',
  title: 'UI/UX Design Services',
  metaDesc:
    'Product, web and brand design from pre-vetted remote designers. Research-led interfaces your users understand, delivered in Figma.',
  includes: [
    {
      tabHead: 'User Research',
      intro: 'Design decisions grounded in what users actually do.',
      points: [
        'Stakeholder and user interviews',
        'Usability testing of existing products',
        'Journey maps and personas',
        'Analytics reviews',
      ],
    },
    {
      tabHead: 'UX & Prototyping',
      intro: 'Flows that feel obvious, tested before they are built.',
      points: [
        'Information architecture',
        'Wireframes and clickable prototypes',
        'Validation with real users',
        'Hand-off notes for developers',
      ],
    },
    {
      tabHead: 'Visual & UI Design',
      intro: 'Interfaces that look like your brand and work for everyone.',
      points: [
        'High-fidelity screens in Figma',
        'Accessible colour and type choices',
        'Responsive layouts for every breakpoint',
        'Micro-interactions and motion',
      ],
    },
    {
      tabHead: 'Design Systems',
      intro: 'One source of truth for designers and developers.',
      points: [
        'Tokens, components and patterns',
        'Usage guidelines and documentation',
        'Storybook alignment with the code',
        'Governance for adding new components',
      ],
    },
  ],
  platforms: [
    { cardTitle: 'Figma', text: 'Collaborative design, prototyping and developer hand-off in one place.' },
    {
      cardTitle: 'Adobe Creative Cloud',
      text: 'Illustrator, Photoshop and After Effects for brand and marketing assets.',
    },
    { cardTitle: 'Maze', text: 'Unmoderated usability tests with real users.' },
    { cardTitle: 'Miro', text: 'Workshops, journey maps and research synthesis.' },
    { cardTitle: 'Storybook', text: 'Design-system components documented alongside the code.' },
    { cardTitle: 'Webflow', text: 'Marketing sites designers can update without a developer.' },
  ],
  caseStudies: [
    {
      icon: 'palette',
      project_title: 'Redesigning onboarding for an education platform',
      project_description:
        'Research showed that new teachers abandoned sign-up at the class set-up step. A remote designer rebuilt the flow around a guided first lesson.',
      implementation_time: '8 weeks',
      benefits: [
        'Sign-up completion up 38%',
        'Support tickets about set-up down by two thirds',
        'Design system adopted across three product teams',
      ],
    },
  ],
  subs: [
    {
      slug: 'product-design',
      title: 'Product Design',
      focus: 'end-to-end design for digital products',
      features: ['Discovery and research', 'Flows and prototypes', 'Visual design', 'Iteration based on analytics'],
      platforms: ['Figma', 'Maze', 'Miro', 'Amplitude'],
    },
    {
      slug: 'website-design',
      title: 'Website Design',
      focus: 'marketing sites that convert visitors into leads',
      features: [
        'Conversion-focused page layouts',
        'Responsive design for every screen',
        'Copy and content structure',
        'SEO-friendly page templates',
      ],
      platforms: ['Figma', 'Webflow', 'WordPress', 'Framer'],
    },
    {
      slug: 'brand-identity-design',
      title: 'Brand Identity Design',
      focus: 'logos, colour and type that make you recognisable',
      features: [
        'Logo and mark design',
        'Colour and typography systems',
        'Brand guidelines',
        'Templates for social and sales',
      ],
      platforms: ['Illustrator', 'Figma', 'InDesign', 'Canva'],
    },
  ],
};
