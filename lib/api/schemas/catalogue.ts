import * as z from 'zod/mini';
import { imageUrl, text } from './common';

export const trustedBySchema = z.pipe(
  z.array(z.object({ logo: imageUrl, title: text })),
  z.transform((logos) => logos.map((logo) => ({ src: logo.logo, name: logo.title }))),
);
export type TrustedLogo = z.output<typeof trustedBySchema>[number];

export const technologyTabsSchema = z.pipe(
  z.array(
    z.object({
      eventKey: z.union([z.string(), z.number()]),
      tabName: text,
      webdevImg: z.array(z.object({ page_url: text, src: imageUrl, alt: text })),
    }),
  ),
  z.transform((tabs) =>
    tabs.map((tab) => ({
      key: String(tab.eventKey),
      name: tab.tabName,
      items: tab.webdevImg.map((item) => ({ href: item.page_url, src: item.src, alt: item.alt })),
    })),
  ),
);
export type TechnologyTab = z.output<typeof technologyTabsSchema>[number];

export const skillsAndRolesSchema = z.pipe(
  z.object({
    developer_skills: z.array(z.object({ title: text, logo: imageUrl, page_url: text })),
    developer_roles: z.array(z.object({ role_slug: text, role_logo: imageUrl, role_alt: text })),
  }),
  z.transform((answer) => ({
    skills: answer.developer_skills.map((skill) => ({ title: skill.title, logo: skill.logo, href: skill.page_url })),
    roles: answer.developer_roles.map((role) => ({ slug: role.role_slug, logo: role.role_logo, alt: role.role_alt })),
  })),
);
export type SkillsAndRoles = z.output<typeof skillsAndRolesSchema>;
