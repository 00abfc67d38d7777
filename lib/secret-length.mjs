// @ts-check
// Beside the settings (site.ts) and read by the production server's start checks too, which run as plain Node.

/** The shortest secret accepted (`npm start` generates 48 hex characters): site.ts and the server both apply it. */
export const MIN_SECRET_LENGTH = 32;
