import {
  applyDecorators,
  Injectable,
  UseInterceptors,
  type CallHandler,
  type ExecutionContext,
  type NestInterceptor,
} from '@nestjs/common';
import type { Request, Response } from 'express';
import { catchError, from, mergeMap, of, throwError, type Observable } from 'rxjs';
import type { Actor } from '../auth/actor';
import { IdempotencyKeys, type KeyRef, type StoredAnswer } from './idempotency-keys.repository';
import { idempotencyKeyInvalid, idempotencyKeyReused, idempotentRequestInProgress } from './idempotency.errors';
import { requestFingerprint, type FingerprintedRequest } from './request-fingerprint';

const KEY = /^[A-Za-z0-9_-]{8,128}$/;
/** How long a retry waits for a first request that is still running before answering 409. */
const WAIT_MS = 15_000;
const POLL_MS = 50;
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
/** Set on an answer that is the stored answer of the key's first request. */
export const REPLAYED_HEADER = 'Idempotent-Replayed';

type KeyedRequest = Request & Pick<FingerprintedRequest, 'file' | 'files'> & { actor?: Actor };

/** The header's key; undefined when the client sent none (the route then runs as usual). */
function keyOf(header: string | string[] | undefined): string | undefined {
  const key = Array.isArray(header) ? header[0] : header;
  if (key === undefined) return undefined;
  if (!KEY.test(key)) throw idempotencyKeyInvalid();
  return key;
}

/** The headers the handler set (X-Event-Position...): those present after it ran and not before. */
function headersAddedSince(response: Response, before: Set<string>): Record<string, string> {
  const added: Record<string, string> = {};
  for (const [name, value] of Object.entries(response.getHeaders()))
    if (!before.has(name) && value !== undefined) added[name] = Array.isArray(value) ? value.join(', ') : String(value);
  return added;
}

/**
 * Retries that never duplicate: a request with an `Idempotency-Key` runs once per (caller, key);
 * the same key with the same method, URL and body answers the first answer again (status, body and
 * the headers its handler set), with another body 422 IDEMPOTENCY_KEY_REUSED. Runs after the guards
 * (the caller is known) and after a route's upload interceptor (the files are part of the body). A
 * failed first request frees the key: it created nothing (DESIGN §6), so the retry runs it again.
 */
@Injectable()
export class IdempotencyInterceptor implements NestInterceptor {
  constructor(private readonly keys: IdempotencyKeys) {}

  async intercept(context: ExecutionContext, next: CallHandler): Promise<Observable<unknown>> {
    const http = context.switchToHttp();
    const request = http.getRequest<KeyedRequest>();
    const response = http.getResponse<Response>();
    const key = keyOf(request.headers['idempotency-key']);
    if (key === undefined || !request.actor) return next.handle();
    const ref: KeyRef = { scope: request.actor.id, key };
    const fingerprint = await requestFingerprint({
      method: request.method,
      url: request.originalUrl,
      body: request.body as unknown,
      file: request.file,
      files: request.files,
    });
    const answer = await this.firstAnswer(ref, fingerprint);
    if (answer) return of(this.replay(response, answer));
    const before = new Set(Object.keys(response.getHeaders()));
    return next.handle().pipe(
      mergeMap(async (body: unknown) => {
        const stored: StoredAnswer = {
          status: response.statusCode,
          headers: headersAddedSince(response, before),
          body: body === undefined ? null : JSON.stringify(body),
        };
        await this.keys.complete(ref, stored);
        return body;
      }),
      catchError((error: unknown) => from(this.keys.release(ref)).pipe(mergeMap(() => throwError(() => error)))),
    );
  }

  /** The stored answer to send again, or undefined when this request owns the key and runs. */
  private async firstAnswer(ref: KeyRef, fingerprint: string): Promise<StoredAnswer | undefined> {
    const deadline = Date.now() + WAIT_MS;
    for (;;) {
      const claim = await this.keys.claim(ref, fingerprint);
      if (claim.kind === 'owned') return undefined;
      if (claim.kind === 'answered') return claim.answer;
      if (claim.kind === 'mismatch') throw idempotencyKeyReused();
      if (Date.now() >= deadline) throw idempotentRequestInProgress();
      await sleep(POLL_MS);
    }
  }

  private replay(response: Response, answer: StoredAnswer): unknown {
    for (const [name, value] of Object.entries(answer.headers)) response.setHeader(name, value);
    response.setHeader(REPLAYED_HEADER, 'true');
    response.status(answer.status);
    return answer.body === null ? undefined : (JSON.parse(answer.body) as unknown);
  }
}

/**
 * Marks a creating route as honouring `Idempotency-Key`. Put it above the route's own
 * `@UseInterceptors` (an upload parser), so the key is checked once the file is read.
 */
export const Idempotent = () => applyDecorators(UseInterceptors(IdempotencyInterceptor));
