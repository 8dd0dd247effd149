import type { NextFunction, Request, Response } from 'express';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import { acceptedEncodings } from './accept-encoding';

/** Smaller answers fit a packet or two anyway; compressing them costs more than it saves. */
const MIN_BYTES = 1024;
/** Larger answers would hold the event loop too long in a synchronous pass; they go as they are. */
const MAX_BYTES = 2 * 1024 * 1024;
/** Brotli's fast levels beat gzip -6 on size at about its speed; quality 4 of a 30 KB list takes well under a millisecond. */
const BROTLI_QUALITY = 4;
const GZIP_LEVEL = 6;

/**
 * Compresses the API's JSON answers, only where it is cheap: only `/api` answers whose body
 * Express sends whole (`res.json` / `res.send`), of JSON type, between 1 KB and 2 MB, in one
 * synchronous node:zlib pass at a fast level: brotli if the client accepts it, else gzip. Streams,
 * files and the static apps (precompressed at build time) are not touched. `Vary: Accept-Encoding`
 * goes on every API answer, compressed or not, so a cache never serves one coding to the other.
 */
export function jsonCompression(req: Request, res: Response, next: NextFunction): void {
  if (!req.originalUrl.startsWith('/api')) return next();
  res.vary('Accept-Encoding');
  const encoding = acceptedEncodings(req.headers['accept-encoding'])[0];
  if (!encoding) return next();
  const send = res.send.bind(res);
  res.send = function compressedSend(body?: unknown): Response {
    // Measured without copying: most answers are small and go as they are.
    const size = typeof body === 'string' ? Buffer.byteLength(body) : Buffer.isBuffer(body) ? body.length : -1;
    if (size < MIN_BYTES || size > MAX_BYTES) return send(body);
    const type = String(res.getHeader('Content-Type') ?? '');
    if (!type.includes('json') || res.getHeader('Content-Encoding') || req.method === 'HEAD') return send(body);
    const raw = typeof body === 'string' ? Buffer.from(body) : (body as Buffer);
    const compressed =
      encoding === 'br'
        ? brotliCompressSync(raw, {
            params: {
              [constants.BROTLI_PARAM_QUALITY]: BROTLI_QUALITY,
              [constants.BROTLI_PARAM_SIZE_HINT]: raw.length,
              [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT,
            },
          })
        : gzipSync(raw, { level: GZIP_LEVEL });
    res.setHeader('Content-Encoding', encoding);
    return send(compressed);
  };
  next();
}
