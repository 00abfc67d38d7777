import 'server-only';
import { FAMILY_CALLS } from './family-calls';

export const getEvents = FAMILY_CALLS.event.list;

/** The event, or null when the API answers an empty list; `fresh` bypasses the data cache. */
export const getEventDetail = FAMILY_CALLS.event.detail;
