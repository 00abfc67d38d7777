// @vitest-environment node
// What the production server refuses to start with, and the address it binds.
import { describe, expect, it } from 'vitest';
import { selfOrigin, serverSettings } from '@/next-glue/server/startup-checks.mjs';

const SECRET = 's'.repeat(32);

describe('serverSettings', () => {
  it('binds loopback unless an address is given, the flag before HOSTNAME', () => {
    expect(serverSettings({}, {})).toMatchObject({ hostname: '127.0.0.1', port: 3000 });
    expect(serverSettings({}, { HOSTNAME: '0.0.0.0', PORT: '8080' })).toMatchObject({
      hostname: '0.0.0.0',
      port: 8080,
    });
    expect(serverSettings({ hostname: '::1', port: '9' }, { HOSTNAME: '0.0.0.0' })).toMatchObject({
      hostname: '::1',
      port: 9,
    });
  });

  it.each([
    [{ REVALIDATE_SECRET: 'short' }, 'REVALIDATE_SECRET must be at least 32 characters (it has 5)'],
    [{ LEADS_FORM_SECRET: 'x'.repeat(31) }, 'LEADS_FORM_SECRET must be at least 32 characters (it has 31)'],
    [{ RECAPTCHA_SITE_KEY: 'key' }, 'RECAPTCHA_SITE_KEY and RECAPTCHA_SECRET_KEY must be set together, or neither'],
    [
      { RECAPTCHA_SECRET_KEY: 'secret' },
      'RECAPTCHA_SITE_KEY and RECAPTCHA_SECRET_KEY must be set together, or neither',
    ],
    [{ TRUSTED_PROXIES: 'nginx' }, 'TRUSTED_PROXIES: "nginx" is not an IP address or CIDR range'],
    [{ PORT: '70000' }, 'PORT must be a port number, got 70000'],
  ])('refuses %j, saying why', (env, problem) => {
    expect(serverSettings({}, env)).toEqual({ problems: [problem] });
  });

  it('lists every problem at once', () => {
    const settings = serverSettings({}, { REVALIDATE_SECRET: 'short', RECAPTCHA_SITE_KEY: 'key' });
    expect(settings.problems).toHaveLength(2);
  });

  it('starts with a long secret and both reCAPTCHA keys', () => {
    const env = { REVALIDATE_SECRET: SECRET, RECAPTCHA_SITE_KEY: 'k', RECAPTCHA_SECRET_KEY: 's' };
    expect(serverSettings({}, env).problems).toBeUndefined();
  });
});

describe('selfOrigin', () => {
  it('reaches a wildcard bind on loopback and brackets IPv6', () => {
    expect(selfOrigin('0.0.0.0', 3000)).toBe('http://127.0.0.1:3000');
    expect(selfOrigin('::', 3000)).toBe('http://127.0.0.1:3000');
    expect(selfOrigin('::1', 3000)).toBe('http://[::1]:3000');
    expect(selfOrigin('127.0.0.1', 3100)).toBe('http://127.0.0.1:3100');
  });
});
