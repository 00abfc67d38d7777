/**
 * Seeded dates count from the UTC day the database is seeded, so a fresh stand-in never ages: its openings stay
 * open and its upcoming events upcoming (both now leave the site when their time passes). The same seed on the
 * same day gives the same content.
 */
export const seedReferenceDate = (now: Date): string => now.toISOString().slice(0, 10);

/** get-team-list-by-catid answers this department: the executives (the site always sends 12). */
export const EXECUTIVE_CATEGORY_ID = 12;
