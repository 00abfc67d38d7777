// `npm start` reads like a program: one short line per request; production keeps JSON lines.
import { PassThrough } from 'node:stream';
import Fastify from 'fastify';
import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from '../src/config.ts';
import { loggerOptions } from '../src/logger.ts';

describe('the content API log', () => {
  it('prints one readable line per message with LOG_FORMAT=pretty, without pid, host or request id', async () => {
    const out = new PassThrough();
    const lines: string[] = [];
    out.on('data', (chunk: Buffer) => lines.push(...chunk.toString().split('\n').filter(Boolean)));
    const app = Fastify({ logger: loggerOptions({ logger: true, logFormat: 'pretty' }, out) });
    app.log.child({ reqId: 'req-1' }).info('GET /api/v1/get-service-list 200 0.4ms');
    await app.close();
    expect(lines).toHaveLength(1);
    expect(lines[0]).toMatch(/^\[\d\d:\d\d:\d\d(\.\d+)?\] INFO: GET \/api\/v1\/get-service-list 200 0\.4ms$/);
  });

  it('stays JSON lines by default, and refuses a format it does not know', () => {
    const config = loadConfig({}, []);
    expect(config.logFormat).toBe('json');
    expect(loggerOptions(config)).toEqual({ level: 'info' });
    expect(loggerOptions({ logger: false, logFormat: 'pretty' })).toBe(false);
    expect(() => loadConfig({ LOG_FORMAT: 'xml' }, [])).toThrow(ConfigError);
  });
});
