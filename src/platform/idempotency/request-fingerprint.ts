import { createHash } from 'node:crypto';
import { createReadStream } from 'node:fs';

/** An uploaded file as the multipart parser leaves it: in memory or on disk. */
export interface FingerprintedFile {
  readonly buffer?: Buffer;
  readonly path?: string;
}

/** What of a request decides whether a retry is "the same request". */
export interface FingerprintedRequest {
  readonly method: string;
  /** The path and query as sent (the batch the path names is part of the request). */
  readonly url: string;
  readonly body: unknown;
  /** A multipart upload's file: its bytes count, wherever the parser put them. */
  readonly file?: FingerprintedFile;
  /** A multipart upload's several files (a list, or lists by field, as the parser gives them). */
  readonly files?: readonly FingerprintedFile[] | Readonly<Record<string, readonly FingerprintedFile[]>>;
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

async function fileDigest(file: FingerprintedFile | undefined): Promise<string> {
  if (!file) return '';
  const hash = createHash('sha256');
  if (file.buffer) hash.update(file.buffer);
  else if (file.path) for await (const chunk of createReadStream(file.path)) hash.update(chunk as Buffer);
  return hash.digest('hex');
}

/** Each file's digest, in field order then upload order: another photo is another request. */
async function filesDigest(files: NonNullable<FingerprintedRequest['files']>): Promise<string> {
  const fields: Array<[string, readonly FingerprintedFile[]]> = Array.isArray(files)
    ? [['', files as readonly FingerprintedFile[]]]
    : Object.entries(files as Readonly<Record<string, readonly FingerprintedFile[]>>).sort(([a], [b]) =>
        a < b ? -1 : a > b ? 1 : 0,
      );
  const parts: string[] = [];
  for (const [field, list] of fields) for (const file of list) parts.push(`${field}:${await fileDigest(file)}`);
  return parts.join(',');
}

/** SHA-256 of method, URL, canonical body and file bytes. */
export async function requestFingerprint(request: FingerprintedRequest): Promise<string> {
  const hash = createHash('sha256')
    .update(request.method.toUpperCase())
    .update('\n')
    .update(request.url)
    .update('\n')
    .update(canonicalJson(request.body ?? null))
    .update('\n')
    .update(await fileDigest(request.file));
  // Added only for uploads of several files: the fingerprints of keys already stored stay as they were.
  if (request.files) hash.update('\n').update(await filesDigest(request.files));
  return hash.digest('hex');
}
