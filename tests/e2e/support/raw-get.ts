// A raw HTTP GET: the path goes out exactly as written, and the answer's fields come back as sent.
import { request as httpRequest, Agent, type IncomingHttpHeaders } from 'node:http';

export interface RawAnswer {
  status: number;
  headers: IncomingHttpHeaders;
  /** As sent: name, value, name, value…; `headers` (and fetch) keep one of a repeated `Location`. */
  rawHeaders: string[];
  body: string;
}

const agent = new Agent({ keepAlive: true, maxSockets: 4 });

/** GET with the path sent exactly as written (fetch would normalise dot segments and backslashes). */
export function rawGet(origin: string, path: string, headers: Record<string, string> = {}): Promise<RawAnswer> {
  const { hostname, port } = new URL(origin);
  return new Promise((resolve, reject) => {
    const req = httpRequest({ hostname, port, path, agent, headers }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (chunk: Buffer) => chunks.push(chunk));
      res.on('end', () => {
        const body = Buffer.concat(chunks).toString('utf8');
        resolve({ status: res.statusCode ?? 0, headers: res.headers, rawHeaders: res.rawHeaders, body });
      });
    });
    req.setTimeout(30_000, () => req.destroy(new Error(`no answer to ${path.slice(0, 80)} within 30 s`)));
    req.on('error', reject).end();
  });
}

/** Every value a field was sent with, in order. */
export const fieldValues = ({ rawHeaders }: Pick<RawAnswer, 'rawHeaders'>, name: string) =>
  rawHeaders.filter((_, index) => index % 2 === 1 && rawHeaders[index - 1]!.toLowerCase() === name);
