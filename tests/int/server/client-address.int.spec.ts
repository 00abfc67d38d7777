// @vitest-environment node
// Who the rate limits see: the socket's peer, or what a proxy we trust says it saw.
import { describe, expect, it } from 'vitest';
import { clientAddress, parseTrustedProxies, setClientAddress } from '@/next-glue/server/client-address.mjs';
import type { IncomingMessage } from 'node:http';

const none = parseTrustedProxies('');
const edge = parseTrustedProxies('127.0.0.1, 10.0.0.0/8, ::1');

describe('clientAddress', () => {
  it('ignores X-Forwarded-For from a peer that is not a trusted proxy, so rotating it changes nothing', () => {
    expect(clientAddress('203.0.113.9', '198.51.100.1', none)).toBe('203.0.113.9');
    expect(clientAddress('203.0.113.9', '198.51.100.2', none)).toBe('203.0.113.9');
    expect(clientAddress('203.0.113.9', '198.51.100.1', edge)).toBe('203.0.113.9');
  });

  it('reads the right-most address a trusted proxy appended, never one the client wrote before it', () => {
    expect(clientAddress('127.0.0.1', '203.0.113.9', edge)).toBe('203.0.113.9');
    expect(clientAddress('127.0.0.1', '1.2.3.4, 203.0.113.9', edge)).toBe('203.0.113.9');
    expect(clientAddress('127.0.0.1', '1.2.3.4, 203.0.113.9, 10.1.2.3', edge)).toBe('203.0.113.9');
  });

  it('keeps the proxy itself when it forwards no usable address', () => {
    expect(clientAddress('127.0.0.1', undefined, edge)).toBe('127.0.0.1');
    expect(clientAddress('127.0.0.1', 'not-an-ip', edge)).toBe('127.0.0.1');
  });

  it('reads IPv4 peers of a dual-stack socket as IPv4', () => {
    expect(clientAddress('::ffff:127.0.0.1', '203.0.113.9', edge)).toBe('203.0.113.9');
    expect(clientAddress('::ffff:203.0.113.9', undefined, edge)).toBe('203.0.113.9');
  });
});

describe('parseTrustedProxies', () => {
  it.each(['localhost', '10.0.0.0/33', '10.0.0.1/8/1', '::1/129', '1.2.3'])('refuses %j, naming it', (entry) => {
    expect(() => parseTrustedProxies(`127.0.0.1, ${entry}`)).toThrow(`TRUSTED_PROXIES: "${entry}"`);
  });
});

describe('setClientAddress', () => {
  it('overwrites the forwarding headers a client sent with the one address worked out', () => {
    const req = {
      socket: { remoteAddress: '203.0.113.9' },
      headers: { 'x-forwarded-for': '1.1.1.1', 'x-real-ip': '2.2.2.2' },
    } as unknown as IncomingMessage;
    setClientAddress(req, none);
    expect(req.headers).toEqual({ 'x-forwarded-for': '203.0.113.9' });
  });
});
