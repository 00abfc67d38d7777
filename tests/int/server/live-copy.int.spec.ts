// @vitest-environment node
// Only a request carrying this process's token is asked what is live; every other request is handled as before.
import type { IncomingMessage, ServerResponse } from 'node:http';
import { describe, expect, it } from 'vitest';
import { LIVE_COPY_HEADER, LIVE_COPY_TOKEN_ENV } from '@/lib/staff/live-copy-headers.mjs';
import { liveCopyToken, withLiveCopyAnswers } from '@/next-glue/server/live-copy.mjs';

const RENDERED_AT = 'x-live-copy-rendered-at';

/** A handler that reads a page entry the way Next does, through the wrapped cache handler's store. */
async function served(headers: Record<string, string>, token: string) {
  const { withLiveCopyNotes } = await import('@/next-glue/cache-handler/live-copy-notes.mjs');
  const Cache = withLiveCopyNotes(
    class {
      async get(_key: string, _ctx: unknown) {
        return { lastModified: 1_000, value: {} };
      }
      async set(_key: string, _data: unknown, _ctx: unknown) {}
    },
  );
  const set: Record<string, string> = {};
  const res = { headersSent: false, setHeader: (name: string, value: string) => (set[name] = value) };
  const handle = withLiveCopyAnswers(
    () => new Cache().get('/route-cache/APP_PAGE/x/$/about-us', { kind: 'APP_PAGE' }),
    token,
  );
  await handle({ headers } as unknown as IncomingMessage, res as unknown as ServerResponse);
  return set;
}

describe('withLiveCopyAnswers', () => {
  it('answers a request with the token, and no request without it or with another', async () => {
    expect(await served({ [LIVE_COPY_HEADER]: 'the-token' }, 'the-token')).toEqual({ [RENDERED_AT]: '1000' });
    expect(await served({}, 'the-token')).toEqual({});
    expect(await served({ [LIVE_COPY_HEADER]: 'a-guess' }, 'the-token')).toEqual({});
  });

  it('makes one random token per process and puts it where the site’s code reads it', () => {
    const env = {} as NodeJS.ProcessEnv;
    const token = liveCopyToken(env);
    expect(token).toMatch(/^[\w-]{24}$/);
    expect(env[LIVE_COPY_TOKEN_ENV]).toBe(token);
    expect(liveCopyToken(env)).toBe(token);
    expect(liveCopyToken({} as NodeJS.ProcessEnv)).not.toBe(token);
  });
});
