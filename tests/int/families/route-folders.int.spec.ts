// @vitest-environment node
// Each record route in @site/shared is spelled as the router's folder: a page must sit at that very path, or the
// links, sitemaps and card rewrites built from the spelling would lead nowhere.
import { existsSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { RECORD_ROUTES } from '@site/shared/record-routes';

describe('RECORD_ROUTES', () => {
  for (const [name, routes] of Object.entries(RECORD_ROUTES))
    for (const route of routes)
      it(`${name}: ${route} is an app folder with its page`, () => {
        expect(existsSync(`app/(site)${route}/page.tsx`)).toBe(true);
      });
});
