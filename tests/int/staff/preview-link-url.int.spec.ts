// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { linkOnThisSite } from '@/lib/staff/content/cms-records';
import { site } from '@/lib/site';

describe('a preview link as the console hands it out', () => {
  it('carries the CMS’s token on this site’s own preview address', () => {
    const made = 'http://cms-configured.example:3000/api/preview?token=p2.1.blog.a-post.7.1796297582.sig';
    expect(linkOnThisSite(made)).toBe(`${site.siteUrl}/api/preview?token=p2.1.blog.a-post.7.1796297582.sig`);
  });

  it('shows nothing the CMS made that is not a preview link', () => {
    expect(linkOnThisSite('https://evil.example/login?token=x')).toBeNull();
    expect(linkOnThisSite(`${site.siteUrl}/api/preview`)).toBeNull();
    expect(linkOnThisSite('not a url')).toBeNull();
  });
});
