import type { FastifyServerOptions } from 'fastify';
import pretty from 'pino-pretty';
import type { Config } from './config.ts';

/**
 * JSON lines for production (LOG_FORMAT=json, the default): what log collectors read. `pretty` (what `npm start`
 * sets) prints one short line per request for a person at a terminal, through the logger's own pretty-printer.
 */
export function loggerOptions(
  config: Pick<Config, 'logger' | 'logFormat'>,
  destination: NodeJS.WritableStream | number = 1,
): FastifyServerOptions['logger'] {
  if (!config.logger) return false;
  if (config.logFormat === 'json') return { level: 'info' };
  const stream = pretty({
    destination,
    colorize: destination === 1 && Boolean(process.stdout.isTTY),
    translateTime: 'SYS:HH:MM:ss',
    ignore: 'pid,hostname,reqId',
    singleLine: true,
    sync: true,
  });
  return { level: 'info', stream };
}
