import 'server-only';
import { FAMILY_CALLS } from './family-calls';

export const getServiceMenu = FAMILY_CALLS.service.list;

/** The service (top-level or child), or null when every array is empty. */
export const getServiceDetail = FAMILY_CALLS.service.detail;
