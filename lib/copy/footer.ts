import { LINKS } from './links';
import type { NavGroup, NavLink } from './navigation';

export const FOOTER_COPY = {
  tagline:
    'Pre-vetted remote developers, designers, assistants, marketers and accountants: the top 10%, shortlisted in 3 to 5 days.',
  officesHeading: 'Our offices',
  officesTabsLabel: 'Office locations',
  contactHeading: 'Talk to sales',
  rights: 'All rights reserved.',
} as const;

export const FOOTER_GROUPS: NavGroup[] = [
  {
    title: 'Company',
    links: [
      LINKS.aboutUs,
      LINKS.ourTeam,
      LINKS.howItWorks,
      LINKS.vetting,
      LINKS.culture,
      LINKS.socialResponsibility,
      LINKS.lifeAt,
    ],
  },
  {
    title: 'For Clients',
    links: [LINKS.scheduleCall, LINKS.hireDevelopers, LINKS.allSkills, LINKS.pricing, LINKS.reviews, LINKS.portfolio],
  },
  { title: 'For Talent', links: [LINKS.applyAsTalent, LINKS.openings, LINKS.internship, LINKS.referral] },
  { title: 'Resources', links: [LINKS.blog, LINKS.events, LINKS.contact, LINKS.login] },
];

export const LEGAL_LINKS: NavLink[] = [LINKS.privacy, LINKS.terms, LINKS.home];
