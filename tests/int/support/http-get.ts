// A raw HTTP client for the server's own tests: paths go out as written, and each encoding is decoded here.
import { request as httpRequest, type IncomingMessage } from 'node:http';
import { brotliDecompressSync, gunzipSync, inflateSync } from 'node:zlib';

export interface Answer {
  status: number;
  headers: IncomingMessage['headers'];
  /** As sent: name, value, name, value…; `headers` keeps one of a repeated `Location`. */
  rawHeaders: string[];
  body: string;
}

/** Every value a field was sent with, in order. */
export const fieldValues = ({ rawHeaders }: Pick<Answer, 'rawHeaders'>, name: string) =>
  rawHeaders.filter((_, index) => index % 2 === 1 && rawHeaders[index - 1]!.toLowerCase() === name);

const DECODERS: Record<string, (body: Buffer) => Buffer> = {
  gzip: gunzipSync,
  deflate: inflateSync,
  br: brotliDecompressSync,
};

/**
 * GETs (or `method`s) `url`; node:http, not fetch, so bad encodings in the path are sent as they are.
 * `decode: false` gives the body as sent, for an answer whose encoding is not what it claims.
 */
export function get(
  url: string,
  requestHeaders: Record<string, string> = {},
  method = 'GET',
  { decode: decoding = true } = {},
): Promise<Answer> {
  return new Promise((resolve, reject) => {
    const req = httpRequest(url, { method, headers: requestHeaders }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (chunk: Buffer) => chunks.push(chunk));
      res.on('end', () => {
        const raw = Buffer.concat(chunks);
        const decode = decoding ? DECODERS[String(res.headers['content-encoding'])] : undefined;
        try {
          const body = (decode ? decode(raw) : raw).toString();
          resolve({ status: res.statusCode ?? 0, headers: res.headers, rawHeaders: res.rawHeaders, body });
        } catch (error) {
          reject(error);
        }
      });
    });
    req.on('error', reject).end();
  });
}
