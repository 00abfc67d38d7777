// @vitest-environment node
// The one address the site prints when it is ready: the one a person opens, where passkeys work.
import { describe, expect, it } from 'vitest';
import { readyLine } from '@/next-glue/server/ready-line.mjs';

describe('readyLine', () => {
  it('names the site’s own local address (npm start’s), not the IP it listens on: passkeys refuse an IP', () => {
    expect(readyLine({ hostname: '127.0.0.1', port: 3300, siteUrl: 'http://localhost:3300' })).toBe(
      'Site ready on http://localhost:3300',
    );
    expect(readyLine({ hostname: '127.0.0.1', port: 3000, siteUrl: 'http://localhost:3000/' })).toBe(
      'Site ready on http://localhost:3000',
    );
  });

  it('names where it listens when no local address is set, or the public one is served by a proxy in front', () => {
    expect(readyLine({ hostname: '127.0.0.1', port: 3100, siteUrl: undefined })).toBe(
      'Site ready on http://127.0.0.1:3100',
    );
    expect(readyLine({ hostname: '0.0.0.0', port: 3000, siteUrl: 'https://www.example.com' })).toBe(
      'Site ready: listening on 0.0.0.0:3000 for https://www.example.com',
    );
    // A local address on another port (a proxy's) is not where this process answers.
    expect(readyLine({ hostname: '127.0.0.1', port: 3001, siteUrl: 'http://localhost:8080' })).toBe(
      'Site ready: listening on 127.0.0.1:3001 for http://localhost:8080',
    );
  });

  it('prints the IPv6 loopback in brackets', () => {
    expect(readyLine({ hostname: '::1', port: 3000, siteUrl: undefined })).toBe('Site ready on http://[::1]:3000');
  });
});
