import 'server-only';
import { cache } from 'react';
import { apiGet } from './fetch';
import { skillsAndRolesSchema, technologyTabsSchema, trustedBySchema } from './schemas/catalogue';
import { TAGS } from './tags';

export const getTrustedBy = cache(() =>
  apiGet('get-trustedby-data', { schema: trustedBySchema, tags: [TAGS.trustedBy] }),
);

export const getTechnologyTabs = cache(() =>
  apiGet('get-technology-list', { schema: technologyTabsSchema, tags: [TAGS.technologies] }),
);

export const getSkillsAndRoles = cache(() =>
  apiGet('get-developer-skills-roles', { schema: skillsAndRolesSchema, tags: [TAGS.skills] }),
);
