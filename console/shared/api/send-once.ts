import { ApiClientError, NETWORK_ERROR_CODE, type HttpClient, type HttpMethod } from './http-client';

/**
 * Answers that say nothing about whether the server acted (the network failed, the database was
 * briefly away, the first attempt is still running): resending with the same key is safe.
 */
const RESENDABLE = new Set([NETWORK_ERROR_CODE, 'SERVICE_UNAVAILABLE', 'IDEMPOTENCY_REQUEST_IN_PROGRESS']);
const ATTEMPTS = 3;
const BACKOFF_MS = 500;

/** 128 random bits as hex: `crypto.randomUUID` needs a secure context, `getRandomValues` does not. */
export function newIdempotencyKey(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  return Array.from(bytes, (b) => b.toString(16).padStart(2, '0')).join('');
}

export interface SendOnceOptions {
  /** Waits between attempts (tests pass an instant one). */
  readonly wait?: (ms: number) => Promise<void>;
}

/**
 * Sends a creating request (a new request, a clone, a refund request, a receipt...) under one
 * Idempotency-Key and resends it with that same key when the answer got lost, so a flaky network
 * never creates it twice: the server answers a resend with the first answer (src/platform/idempotency).
 */
export async function sendOnce<T>(
  http: HttpClient,
  method: HttpMethod,
  path: string,
  body?: unknown,
  options: SendOnceOptions = {},
): Promise<T> {
  const wait = options.wait ?? ((ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms)));
  const headers = { 'Idempotency-Key': newIdempotencyKey() };
  for (let attempt = 1; ; attempt += 1) {
    try {
      return await http.request<T>(method, path, body, headers);
    } catch (error) {
      if (!(error instanceof ApiClientError && RESENDABLE.has(error.code)) || attempt >= ATTEMPTS) throw error;
      await wait(BACKOFF_MS * attempt);
    }
  }
}
