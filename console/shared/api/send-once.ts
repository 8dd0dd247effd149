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

/** A body as the server compares it: files by name, size, type and date (their bytes are not read). */
function fingerprintOf(body: unknown): string {
  if (typeof FormData !== 'undefined' && body instanceof FormData) {
    const parts = [...body.entries()].map(([name, value]) =>
      typeof value === 'string' ? [name, value] : [name, value.name, value.size, value.type, value.lastModified],
    );
    return JSON.stringify(['form', parts]);
  }
  return JSON.stringify(body ?? null);
}

const REMEMBERED = 50;

/**
 * The keys of creating calls whose last attempt got no answer. A shopper who presses Submit again
 * after a time-out sends the same body under the same key, so the server answers with what the lost
 * attempt did instead of doing it twice; an answer (or another body) starts a new key.
 */
export class UnansweredKeys {
  private readonly keys = new Map<string, string>();

  /** The remembered key of this very call, else a new one (remembered until answered). */
  keyFor(method: string, path: string, body: unknown): string {
    const call = `${method} ${path}\n${fingerprintOf(body)}`;
    const known = this.keys.get(call);
    if (known) return known;
    const key = newIdempotencyKey();
    this.keys.set(call, key);
    // Bounded: the oldest unanswered calls are the least likely to be resent.
    if (this.keys.size > REMEMBERED) this.keys.delete(this.keys.keys().next().value as string);
    return key;
  }

  /** The server answered under this key: the next call, even with the same body, is a new one. */
  answered(key: string): void {
    for (const [call, known] of this.keys) if (known === key) this.keys.delete(call);
  }
}

/** One memory for the app: a resubmit reuses its key wherever the call is made from. */
export const unansweredKeys = new UnansweredKeys();

/** Whether an error says nothing about whether the server acted (resending is safe). */
export const isResendable = (error: unknown): boolean => error instanceof ApiClientError && RESENDABLE.has(error.code);

export interface SendOnceOptions {
  /** Waits between attempts (tests pass an instant one). */
  readonly wait?: (ms: number) => Promise<void>;
  /** Where unanswered keys are kept (default: the app's one memory). */
  readonly keys?: UnansweredKeys;
}

/**
 * Sends a creating request (a new request, a clone, a refund request, a receipt...) under one
 * Idempotency-Key and resends it with that same key when the answer got lost, so a flaky network
 * never creates it twice: the server answers a resend with the first answer (src/platform/idempotency).
 * When every attempt went unanswered, the key is kept for a manual resubmit of the same body.
 */
export async function sendOnce<T>(
  http: HttpClient,
  method: HttpMethod,
  path: string,
  body?: unknown,
  options: SendOnceOptions = {},
): Promise<T> {
  const wait = options.wait ?? ((ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms)));
  const keys = options.keys ?? unansweredKeys;
  const key = keys.keyFor(method, path, body);
  const headers = { 'Idempotency-Key': key };
  for (let attempt = 1; ; attempt += 1) {
    try {
      const answer = await http.request<T>(method, path, body, headers);
      keys.answered(key);
      return answer;
    } catch (error) {
      if (!isResendable(error)) keys.answered(key);
      if (!isResendable(error) || attempt >= ATTEMPTS) throw error;
      await wait(BACKOFF_MS * attempt);
    }
  }
}
