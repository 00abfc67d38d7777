import { brand } from '@/lib/config/public';

export const SOCIAL_COPY = {
  seo: {
    title: 'Social Responsibility',
    description: `For every talent ${brand.name} hires, we fund one girl's food, lodging, clothing and education through a partner charity. Our commitments to people and planet.`,
  },
  banner: {
    eyebrow: 'Social responsibility',
    title: 'Hiring That Gives Back',
    lead: 'Every placement we make supports a child, a community and the planet.',
  },
  mission: {
    heading: 'Our Mission',
    text: 'We believe talent is everywhere but opportunity is not. Our work connects skilled people with good jobs wherever they live, and we use the success of that work to widen opportunity further.',
  },
  charity: {
    heading: 'One Hire, One Child',
    text: "We partner with a charity that cares for girls in need. For every talent we hire, we pay for one child's food, lodging, clothing and education, so each placement changes two lives.",
  },
  communities: {
    heading: 'Clients and Communities',
    text: 'Our clients take part too: many match our contribution, mentor our interns or open their teams to first-time professionals from the communities we recruit in.',
  },
  environment: {
    heading: 'Caring for the Environment',
    items: [
      'Remote-first work that removes daily commutes',
      'Paperless contracts, onboarding and invoicing',
      'Hosting with providers that run on renewable energy',
      'Refurbishing and reusing laptops and monitors',
      'Offsetting the travel our events require',
    ],
  },
  wellbeing: {
    heading: 'Employee Well-Being',
    items: [
      'Flexible hours and real time off',
      'Medical benefits for every employee',
      'Confidential counselling when life gets hard',
      'Learning budgets and mentoring for every career stage',
    ],
  },
} as const;
