import 'server-only';
import { FAMILY_CALLS } from './family-calls';

export const getCategoryMenu = FAMILY_CALLS.category.list;

/** The category, or null when `result` is not 1 or the list is empty. */
export const getCategoryDetail = FAMILY_CALLS.category.detail;
