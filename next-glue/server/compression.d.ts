// The part of the `compression` middleware (npm; it ships no types) that compress-responses.mjs uses: its defaults,
// as a plain Node middleware.
declare module 'compression' {
  import type { IncomingMessage, ServerResponse } from 'node:http';

  export default function compression(): (req: IncomingMessage, res: ServerResponse, next: () => void) => void;
}
