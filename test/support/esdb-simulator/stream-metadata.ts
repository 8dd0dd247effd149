// Stream metadata as the server reads it from the last event of the `$$stream` metastream.
// Only the keys that change what a read returns are interpreted ($tb, $maxCount, $maxAge);
// ACLs and $cacheControl mean nothing without authentication, custom keys are the client's.

export interface StreamMetadata {
  /** `$tb`: events below this number are hidden from stream reads (not from $all). */
  truncateBefore?: bigint;
  /** `$maxCount`: only the newest N events are readable. */
  maxCount?: bigint;
  /** `$maxAge` in seconds: older events are hidden from stream reads. */
  maxAgeSeconds?: number;
}

export const EMPTY_METADATA: StreamMetadata = {};

/** Metastreams keep only their newest event readable (the server's default `$maxCount` of 1 for `$$` streams). */
export const METASTREAM_METADATA: StreamMetadata = { maxCount: 1n };

/**
 * Integers beyond 2^53 (the soft-delete marker `$tb: 9223372036854775807` is one) lose precision
 * in JSON.parse, so the exact digits are taken from the text.
 */
function exactInteger(text: string, key: string, parsed: unknown): bigint | undefined {
  if (typeof parsed !== 'number' || !Number.isInteger(parsed) || parsed < 0) return undefined;
  if (Number.isSafeInteger(parsed)) return BigInt(parsed);
  const match = new RegExp(`"\\${key}"\\s*:\\s*(\\d+)`).exec(text);
  return match ? BigInt(match[1]) : undefined;
}

/** Metadata that is not a JSON object counts as empty, like the server's lenient parse. */
export function parseStreamMetadata(raw: Uint8Array): StreamMetadata {
  const text = Buffer.from(raw).toString('utf8');
  let json: unknown;
  try {
    json = JSON.parse(text);
  } catch {
    return EMPTY_METADATA;
  }
  if (json === null || typeof json !== 'object' || Array.isArray(json)) return EMPTY_METADATA;
  const fields = json as Record<string, unknown>;
  const metadata: StreamMetadata = {};
  const truncateBefore = exactInteger(text, '$tb', fields.$tb);
  if (truncateBefore !== undefined) metadata.truncateBefore = truncateBefore;
  const maxCount = exactInteger(text, '$maxCount', fields.$maxCount);
  if (maxCount !== undefined && maxCount > 0n) metadata.maxCount = maxCount;
  if (typeof fields.$maxAge === 'number' && fields.$maxAge > 0) metadata.maxAgeSeconds = fields.$maxAge;
  return metadata;
}

/**
 * What the server writes when a soft-deleted stream is written to again: the same metadata object
 * with `$tb` moved to the first new event number. Returns undefined (no undelete record) when the
 * raw metadata is not a JSON object, as the server does.
 */
export function withTruncateBefore(raw: Uint8Array, recreateFrom: bigint): Uint8Array | undefined {
  let json: unknown;
  try {
    json = JSON.parse(Buffer.from(raw).toString('utf8'));
  } catch {
    return undefined;
  }
  if (json === null || typeof json !== 'object' || Array.isArray(json)) return undefined;
  const updated = { ...(json as Record<string, unknown>), $tb: Number(recreateFrom) };
  return Buffer.from(JSON.stringify(updated), 'utf8');
}

/** The record a soft delete writes to the metastream: only `$tb` = long.MaxValue (other keys are dropped). */
export const SOFT_DELETE_METADATA = Buffer.from('{"$tb":9223372036854775807}', 'utf8');
