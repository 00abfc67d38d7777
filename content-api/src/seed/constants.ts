/** Seeded dates are relative to this day, never to Date.now(), so the same seed always gives the same content. */
export const SEED_REFERENCE_DATE = '2026-11-22';

/** get-team-list-by-catid answers this department: the executives (the site always sends 12). */
export const EXECUTIVE_CATEGORY_ID = 12;
