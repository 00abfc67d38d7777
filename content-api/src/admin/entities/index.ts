import type { Urls } from '../../http/urls.ts';
import type { EntitySpec } from '../entity.ts';
import { fieldTypes } from '../fields.ts';
import { blogEntity } from './blog.ts';
import { categoryEntity } from './category.ts';
import { eventEntity } from './event.ts';
import { serviceEntity } from './service.ts';

export function editableEntities(urls: Urls): EntitySpec[] {
  const types = fieldTypes(urls);
  return [blogEntity(types), eventEntity(types), serviceEntity(types), categoryEntity(types)];
}
