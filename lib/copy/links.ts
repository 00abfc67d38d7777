import { site } from '@/lib/site';

/** Every fixed page link the menus and the footer show, labelled once. */
export const LINKS = {
  home: { label: 'Home', href: '/' },
  aboutUs: { label: 'About Us', href: '/about-us' },
  ourTeam: { label: 'Our Team', href: '/our-team' },
  culture: { label: 'Culture and Values', href: '/culture-and-values' },
  socialResponsibility: { label: 'Social Responsibility', href: '/social-responsibility' },
  lifeAt: { label: `Life at ${site.brand.name}`, href: site.lifeAtPath },
  howItWorks: { label: 'How It Works', href: '/how-it-works' },
  vetting: { label: 'Our Vetting Process', href: '/distinct-vetting-process' },
  reviews: { label: 'Customer Reviews', href: '/customer-review' },
  portfolio: { label: 'Portfolio', href: '/portfolio' },
  blog: { label: 'Blog', href: '/blog' },
  events: { label: 'Events', href: '/events' },
  contact: { label: 'Contact Us', href: '/contact-us' },
  scheduleCall: { label: 'Schedule a Call', href: '/schedule-a-call' },
  hireDevelopers: { label: 'Hire Developers', href: '/hire-our-genius-mind/developers' },
  allSkills: { label: 'See All Skills', href: '/see-all-skills' },
  pricing: { label: 'Pricing', href: '/pricing' },
  applyAsTalent: { label: 'Apply as Talent', href: '/apply-as-talent' },
  openings: { label: 'Current Openings', href: '/current-openings' },
  internship: { label: 'Internship', href: '/internship' },
  referral: { label: 'Employee Referral', href: '/employee-referral' },
  login: { label: 'Login', href: '/login' },
  privacy: { label: 'Privacy Policy', href: '/privacy-policy' },
  terms: { label: 'Terms of Service', href: '/terms-service' },
} as const;
