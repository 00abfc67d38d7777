// @vitest-environment node
import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { deliverLead, leadBody, outcomeOf, targetAnswers } from '@/lib/leads/deliver';
import type { Lead } from '@/lib/leads/lead';

// A stand-in target: the path names the status it answers; /slow never answers.
const received: { url: string; body: string; headers: IncomingMessage['headers'] }[] = [];
let server: Server;
let base = '';
beforeAll(async () => {
  server = createServer((request, response) => {
    let body = '';
    request.on('data', (chunk: Buffer) => (body += chunk.toString()));
    request.on('end', () => {
      received.push({ url: request.url ?? '', body, headers: request.headers });
      if (request.url === '/slow') return;
      const status = Number(request.url?.slice(1));
      response.writeHead(status, status === 302 ? { location: `${base}/200` } : {}).end();
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(() => {
  server.closeAllConnections();
  server.close();
});

const LEAD = {
  id: '0196f1c2-7a10-7b2e-9c3d-4e5f60718293',
  formId: 'schedule-a-call',
  fields: { 'First Name': 'Zoë', LEADCF11: ['React', 'Other'], Description: 'a&b=c' },
} as unknown as Lead;

const targets = (path: string, quotePath = '/200') => ({
  crmUrl: `${base}${path}`,
  quoteUrl: `${base}${quotePath}`,
  quoteToken: 'secret-token',
  timeoutMs: 300,
});

describe('delivering a lead', () => {
  it('reads 2xx and 3xx as delivered, 4xx as dead at once, 5xx as retryable', () => {
    expect([200, 204, 302, 303].map((status) => outcomeOf(status).kind)).toEqual(Array(4).fill('delivered'));
    expect([400, 404, 422].map((status) => outcomeOf(status).kind)).toEqual(Array(3).fill('dead'));
    expect([500, 502, 503].map((status) => outcomeOf(status).kind)).toEqual(Array(3).fill('retry'));
  });

  it('posts every field form-encoded, each value of a repeated field, with the lead id', () => {
    expect(leadBody(LEAD).toString()).toBe(
      'First+Name=Zo%C3%AB&LEADCF11=React&LEADCF11=Other&Description=a%26b%3Dc&lead_id=0196f1c2-7a10-7b2e-9c3d-4e5f60718293',
    );
  });

  it('adds each part of the attribution CRM_ATTRIBUTION_FIELDS maps and the lead has, to CRM leads only', async () => {
    const map = [
      { touch: 'first', key: 'utm_source', field: 'LEADCF20' },
      { touch: 'latest', key: 'utm_campaign', field: 'LEADCF21' },
      { touch: 'first', key: 'gclid', field: 'LEADCF22' },
    ] as const;
    const attribution = { first: { utm_source: 'newsletter', utm_campaign: 'q1' }, latest: { utm_campaign: 'q2' } };
    const lead = { ...LEAD, attribution };
    expect(Object.fromEntries(leadBody(lead, map))).toMatchObject({ LEADCF20: 'newsletter', LEADCF21: 'q2' });
    expect(leadBody(lead, map).has('LEADCF22')).toBe(false);
    expect(leadBody({ ...LEAD, attribution: null }, map).toString()).toBe(leadBody(LEAD).toString());
    received.length = 0;
    await deliverLead(lead, { ...targets('/200'), crmAttributionFields: map });
    await deliverLead({ ...lead, formId: 'quote' }, { ...targets('/200'), crmAttributionFields: map });
    expect(received.map(({ body }) => new URLSearchParams(body).get('LEADCF20'))).toEqual(['newsletter', null]);
  });

  it('takes the CRM’s redirect to returnURL as delivered without following it', async () => {
    received.length = 0;
    expect(await deliverLead(LEAD, targets('/302'))).toEqual({ kind: 'delivered' });
    expect(received.map((r) => r.url)).toEqual(['/302']);
    expect(received[0]?.headers['content-type']).toBe('application/x-www-form-urlencoded');
    expect(received[0]?.headers.authorization).toBeUndefined();
  });

  it('sends a quote to the content API with the site’s bearer token', async () => {
    received.length = 0;
    const quote = { ...LEAD, formId: 'quote' } as Lead;
    expect(await deliverLead(quote, targets('/500', '/200'))).toEqual({ kind: 'delivered' });
    expect(received[0]?.headers.authorization).toBe('Bearer secret-token');
  });

  it('gives up on a 400 and retries a 503, a timeout and a refused connection', async () => {
    expect(await deliverLead(LEAD, targets('/400'))).toEqual({ kind: 'dead', error: 'HTTP 400' });
    expect(await deliverLead(LEAD, targets('/503'))).toEqual({ kind: 'retry', error: 'HTTP 503' });
    expect((await deliverLead(LEAD, targets('/slow'))).kind).toBe('retry');
    const refused = await deliverLead(LEAD, { ...targets('/200'), crmUrl: 'http://127.0.0.1:9/web-to-lead' });
    expect(refused.kind).toBe('retry');
  });

  it('probes: any answer under 500 means the target is back', async () => {
    expect(await targetAnswers(`${base}/404`, 300)).toBe(true);
    expect(await targetAnswers(`${base}/503`, 300)).toBe(false);
    expect(await targetAnswers('http://127.0.0.1:9/', 300)).toBe(false);
  });
});
