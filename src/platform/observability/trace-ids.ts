import { randomBytes } from 'node:crypto';

/**
 * Ids are drawn in blocks: one `randomBytes` call per 256 ids rather than per id (the
 * OpenTelemetry SDK's own generator uses Math.random, so this is no weaker).
 */
const BLOCK = 256;
let pool = Buffer.alloc(0);
let used = 0;

/** `bytes` random bytes as lowercase hex: 16 for a trace id, 8 for a span id. */
export function randomHex(bytes: number): string {
  if (used + bytes > pool.length) {
    pool = randomBytes(BLOCK * 24);
    used = 0;
  }
  const hex = pool.toString('hex', used, used + bytes);
  used += bytes;
  return hex;
}
