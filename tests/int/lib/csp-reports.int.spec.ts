// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { createCspReportReceiver, MAX_REPORT_BYTES } from '@/lib/security/csp-reports';

const URL_ = 'https://www.example.com/api/csp-report';
const legacy = (sample: string) =>
  JSON.stringify({
    'csp-report': {
      'document-uri': 'https://www.example.com/blog?token=secret#top',
      'effective-directive': 'script-src-elem',
      'blocked-uri': 'inline',
      'script-sample': sample,
    },
  });
const reportingApi = (sample: string) =>
  JSON.stringify([
    {
      type: 'csp-violation',
      url: 'https://www.example.com/blog',
      body: {
        documentURL: 'https://www.example.com/blog',
        effectiveDirective: 'script-src-elem',
        blockedURL: 'inline',
        sample,
      },
    },
    { type: 'deprecation', body: { id: 'x' } },
  ]);
const post = (body: BodyInit, type = 'application/csp-report', client = '203.0.113.9', headers = {}) =>
  new Request(URL_, {
    method: 'POST',
    body,
    headers: { 'content-type': type, 'x-forwarded-for': `${client}, 10.0.0.1`, ...headers },
    duplex: 'half',
  } as RequestInit);

function receiver(options = {}) {
  const lines: string[] = [];
  return { lines, receive: createCspReportReceiver({ log: (line) => lines.push(line), ...options }) };
}

describe('the CSP report endpoint', () => {
  it('logs a violation once, in either format, without the page query, and answers 204', async () => {
    const { lines, receive } = receiver();
    expect((await receive(post(legacy('window.__xss=1')))).status).toBe(204);
    expect((await receive(post(legacy('window.__xss=1')))).status).toBe(204);
    expect((await receive(post(reportingApi('window.__xss=1'), 'application/reports+json'))).status).toBe(204);
    expect(lines).toEqual([
      'CSP violation on https://www.example.com/blog: script-src-elem blocked inline (sample: window.__xss=1)',
    ]);
  });

  it('keeps a report on one line: control characters cannot forge another', async () => {
    const { lines, receive } = receiver();
    await receive(post(legacy('a\nCSP violation on https://evil.example: forged')));
    expect(lines).toHaveLength(1);
    expect(lines[0]).not.toContain('\n');
  });

  it('refuses a body over the cap, by its length or as it streams in, without logging', async () => {
    const { lines, receive } = receiver();
    const big = legacy('x'.repeat(MAX_REPORT_BYTES));
    const declared = post('{}', undefined, undefined, { 'content-length': String(MAX_REPORT_BYTES + 1) });
    expect((await receive(declared)).status).toBe(413);
    expect(declared.bodyUsed).toBe(false);
    const stream = new ReadableStream({
      start(controller) {
        controller.enqueue(new TextEncoder().encode(big));
        controller.close();
      },
    });
    expect((await receive(post(stream))).status).toBe(413);
    expect(lines).toEqual([]);
  });

  it('refuses other content types and bodies that are not JSON, echoing nothing', async () => {
    const { receive } = receiver();
    expect((await receive(post(legacy('x'), 'application/json'))).status).toBe(415);
    const bad = await receive(post('{not json'));
    expect(bad.status).toBe(400);
    expect(await bad.text()).toBe('');
  });

  it('limits each client, and forgets the oldest violations past its bound', async () => {
    const { lines, receive } = receiver({ perMinute: 2, remembered: 1 });
    expect((await receive(post(legacy('a')))).status).toBe(204);
    expect((await receive(post(legacy('b')))).status).toBe(204);
    const limited = await receive(post(legacy('c')));
    expect(limited.status).toBe(429);
    expect(limited.headers.get('retry-after')).toMatch(/^\d+$/);
    expect((await receive(post(legacy('a'), undefined, '198.51.100.7'))).status).toBe(204);
    expect(lines.map((line) => line.at(-2))).toEqual(['a', 'b', 'a']);
  });
});
