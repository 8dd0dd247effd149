import { createHash } from 'node:crypto';
import { createReadStream } from 'node:fs';

/** What of a request decides whether a retry is "the same request". */
export interface FingerprintedRequest {
  readonly method: string;
  /** The path and query as sent (the batch the path names is part of the request). */
  readonly url: string;
  readonly body: unknown;
  /** A multipart upload's file: its bytes count, wherever the parser put them. */
  readonly file?: { readonly buffer?: Buffer; readonly path?: string };
}

/** JSON with object keys sorted, so `{a, b}` and `{b, a}` are one body. */
export function canonicalJson(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map(canonicalJson).join(',')}]`;
  if (value !== null && typeof value === 'object') {
    const entries = Object.entries(value as Record<string, unknown>)
      .filter(([, v]) => v !== undefined)
      .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
    return `{${entries.map(([k, v]) => `${JSON.stringify(k)}:${canonicalJson(v)}`).join(',')}}`;
  }
  return JSON.stringify(value) ?? 'null';
}

async function fileDigest(file: FingerprintedRequest['file']): Promise<string> {
  if (!file) return '';
  const hash = createHash('sha256');
  if (file.buffer) hash.update(file.buffer);
  else if (file.path) for await (const chunk of createReadStream(file.path)) hash.update(chunk as Buffer);
  return hash.digest('hex');
}

/** SHA-256 of method, URL, canonical body and file bytes. */
export async function requestFingerprint(request: FingerprintedRequest): Promise<string> {
  return createHash('sha256')
    .update(request.method.toUpperCase())
    .update('\n')
    .update(request.url)
    .update('\n')
    .update(canonicalJson(request.body ?? null))
    .update('\n')
    .update(await fileDigest(request.file))
    .digest('hex');
}
