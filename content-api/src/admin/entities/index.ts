import type { Urls } from '../../http/urls.ts';
import type { EntitySpec } from '../entity.ts';
import { fieldTypes } from '../fields.ts';
import { blogEntity } from './blog.ts';
import { categoryEntity } from './category.ts';
import { eventEntity } from './event.ts';
import { openingEntity } from './opening.ts';
import { pricingCategoryEntity } from './pricing-category.ts';
import { serviceEntity } from './service.ts';
import { teamMemberEntity } from './team-member.ts';
import { technologyEntity } from './technology.ts';
import { testimonialEntity } from './testimonial.ts';
import { trustedByEntity } from './trusted-by.ts';
import { videoEntity } from './video.ts';

export function editableEntities(urls: Urls): EntitySpec[] {
  const types = fieldTypes(urls);
  return [
    blogEntity(types),
    eventEntity(types),
    serviceEntity(types),
    categoryEntity(types),
    testimonialEntity(types),
    teamMemberEntity(types),
    pricingCategoryEntity(types),
    technologyEntity(types),
    trustedByEntity(types),
    videoEntity(types),
    openingEntity(types),
  ];
}
