// A raw HTTP client for the server's own tests: paths go out as written, and each encoding is decoded here.
import { request as httpRequest, type IncomingMessage } from 'node:http';
import { brotliDecompressSync, gunzipSync, inflateSync } from 'node:zlib';

export interface Answer {
  status: number;
  headers: IncomingMessage['headers'];
  body: string;
}

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
          resolve({ status: res.statusCode ?? 0, headers: res.headers, body: (decode ? decode(raw) : raw).toString() });
        } catch (error) {
          reject(error);
        }
      });
    });
    req.on('error', reject).end();
  });
}
