// @ts-check
// The staff console asks this instance when a page's live copy was rendered (lib/staff/pages/live-copy.ts) with a GET
// carrying a random token only this process knows; such a request runs where the cache handler can answer it
// (../cache-handler/live-copy-notes.mjs). Any other request is handled exactly as before.
import { randomBytes } from 'node:crypto';
import { LIVE_COPY_HEADER, LIVE_COPY_TOKEN_ENV } from '../../lib/staff/live-copy-headers.mjs';
import { answerWithLiveCopy } from '../cache-handler/live-copy-notes.mjs';
/** @import { IncomingMessage, ServerResponse } from 'node:http' */

/**
 * This process's token, made once and put in `env` for the site's own code to send.
 * @param {NodeJS.ProcessEnv} [env]
 * @returns {string}
 */
export function liveCopyToken(env = process.env) {
  return (env[LIVE_COPY_TOKEN_ENV] ??= randomBytes(18).toString('base64url'));
}

/**
 * `handle`, answering the live-copy question for a request that carries `token`.
 * @param {(req: IncomingMessage, res: ServerResponse) => unknown} handle
 * @param {string} token
 * @returns {(req: IncomingMessage, res: ServerResponse) => unknown}
 */
export function withLiveCopyAnswers(handle, token) {
  return (req, res) =>
    req.headers[LIVE_COPY_HEADER] === token ? answerWithLiveCopy(res, () => handle(req, res)) : handle(req, res);
}
