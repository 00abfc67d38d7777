import type { IncomingMessage, ServerResponse } from 'node:http';

export declare function secureHandler(
  handle: (req: IncomingMessage, res: ServerResponse) => unknown,
  options: { headers: { key: string; value: string }[]; cacheLimit?: number },
): (req: IncomingMessage, res: ServerResponse) => Promise<void>;
