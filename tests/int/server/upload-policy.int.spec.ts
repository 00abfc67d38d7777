// @vitest-environment node
// Uploads served from the site's origin (/media/uploads/, docs/images.md) carry the upload policy, whatever the
// proxied answer says; every other path keeps its own.
import { createServer } from 'node:http';
import { describe, expect, it } from 'vitest';
import { secureHandler } from '@/next-glue/server/secure-handler.mjs';
import { UPLOAD_POLICY } from '@/next-glue/server/upload-policy.mjs';
import { headers } from '../support/next-server-parts';
import { serveDuringSpec } from '../support/serve-during-spec';

// Like a CMS behind Next's rewrite: its own, weaker policy, set one way or the other.
const CMS_POLICY = "default-src *; script-src * 'unsafe-inline'";
const server = createServer(
  secureHandler(
    (req, res) => {
      if (req.url?.includes('write-head'))
        return void res.writeHead(200, { 'Content-Security-Policy': CMS_POLICY }).end('<svg/>');
      res.setHeader('Content-Type', 'image/svg+xml');
      res.setHeader('Content-Security-Policy', CMS_POLICY);
      res.end('<svg xmlns="http://www.w3.org/2000/svg"/>');
    },
    { headers },
  ),
);
const { url } = serveDuringSpec(server);

describe('an upload served from the site’s origin', () => {
  it('runs nothing, whatever policy the CMS sent, set by header or by writeHead, and however the path is spelt', async () => {
    for (const path of [
      '/media/uploads/logos/a.svg',
      '/media/%75ploads/logos/a.svg',
      '/media/uploads/write-head.svg',
      // Next's rewrite matches in any letter case, and the folder alone.
      '/MEDIA/uploads/logos/a.svg',
      '/Media/Uploads/logos/a.svg',
      '/media/%55ploads/logos/a.svg',
      '/media/uploads',
    ]) {
      const response = await fetch(url(path));
      expect(response.headers.get('content-security-policy'), path).toBe(UPLOAD_POLICY);
      expect(response.headers.get('x-content-type-options'), path).toBe('nosniff');
    }
  });

  it('leaves every other path its own policy', async () => {
    for (const path of ['/media/variants/640/75/images/a.webp', '/uploads/logos/a.svg', '/media/uploadsx/a.svg']) {
      expect((await fetch(url(path))).headers.get('content-security-policy'), path).toBe(CMS_POLICY);
    }
  });
});
