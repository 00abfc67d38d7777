import { brand } from '@/lib/config/public';
import { routes } from '@/lib/routes';

/** Every fixed page link the menus and the footer show, labelled once. */
export const LINKS = {
  home: { label: 'Home', href: routes.home },
  aboutUs: { label: 'About Us', href: routes.aboutUs },
  ourTeam: { label: 'Our Team', href: routes.ourTeam },
  culture: { label: 'Culture and Values', href: routes.culture },
  socialResponsibility: { label: 'Social Responsibility', href: routes.socialResponsibility },
  lifeAt: { label: `Life at ${brand.name}`, href: routes.lifeAt },
  howItWorks: { label: 'How It Works', href: routes.howItWorks },
  vetting: { label: 'Our Vetting Process', href: routes.vetting },
  reviews: { label: 'Customer Reviews', href: routes.reviews },
  portfolio: { label: 'Portfolio', href: routes.portfolio },
  blog: { label: 'Blog', href: routes.blog },
  events: { label: 'Events', href: routes.events },
  contact: { label: 'Contact Us', href: routes.contact },
  scheduleCall: { label: 'Schedule a Call', href: routes.scheduleCall },
  hireDevelopers: { label: 'Hire Developers', href: routes.category('developers') },
  allSkills: { label: 'See All Skills', href: routes.allSkills },
  pricing: { label: 'Pricing', href: routes.pricing },
  applyAsTalent: { label: 'Apply as Talent', href: routes.applyAsTalent },
  openings: { label: 'Current Openings', href: routes.openings },
  internship: { label: 'Internship', href: routes.internship },
  referral: { label: 'Employee Referral', href: routes.referral },
  login: { label: 'Login', href: routes.login },
  privacy: { label: 'Privacy Policy', href: routes.privacy },
  terms: { label: 'Terms of Service', href: routes.terms },
} as const;
