import { LINKS } from './links';

export interface NavLink {
  label: string;
  href: string;
}

export interface NavGroup {
  title: string;
  /** Makes the group's title a link too (a service or category page). */
  href?: string;
  links: readonly NavLink[];
}

export const HEADER_ACTIONS = {
  hire: { label: 'Hire Developers', href: LINKS.scheduleCall.href },
  login: LINKS.login,
  pricing: LINKS.pricing,
  menuLabel: 'Menu',
  menuTabsLabel: 'Site sections',
} as const;

/** The four mega-menu tabs; Services and Hire Our Genius Mind are filled from the content API. */
export const MENU_TABS = {
  whoWeAre: {
    title: 'Who We Are',
    groups: [
      {
        title: 'Company',
        links: [LINKS.aboutUs, LINKS.ourTeam, LINKS.culture, LINKS.socialResponsibility, LINKS.lifeAt],
      },
      { title: 'How We Work', links: [LINKS.howItWorks, LINKS.vetting, LINKS.reviews, LINKS.portfolio] },
      { title: 'Resources', links: [LINKS.blog, LINKS.events, LINKS.contact] },
    ] satisfies NavGroup[],
  },
  services: { title: 'Services', emptyText: 'Our services are being updated. Please check back shortly.' },
  hire: {
    title: 'Hire Our Genius Mind',
    extraLinks: [LINKS.allSkills, LINKS.scheduleCall] satisfies NavLink[],
  },
  applyForJobs: {
    title: 'Apply for Jobs',
    groups: [
      { title: 'Careers', links: [LINKS.applyAsTalent, LINKS.openings, LINKS.internship, LINKS.referral] },
    ] satisfies NavGroup[],
  },
} as const;
