import {
  applyDecorators,
  Inject,
  Injectable,
  SetMetadata,
  UseGuards,
  type CanActivate,
  type ExecutionContext,
} from '@nestjs/common';
import { Reflector } from '@nestjs/core';
import type { Response } from 'express';
import { RateLimiterPostgres, RateLimiterRes } from 'rate-limiter-flexible';
import type { DataSource } from 'typeorm';
import { ApiError } from '../web/api-error';
import type { Actor } from './actor';
import type { SessionRef } from './session-token';

/** Who a limit counts: the network address, the account (or onboarding user), the session. */
type Dimension = 'ip' | 'caller' | 'session';
interface Window {
  points: number;
  seconds: number;
}

/**
 * The limits. Per caller, across phone numbers: one onboarding user or session can no
 * longer send codes to 15 numbers. Counted in PostgreSQL (`rate_limits`), so every instance shares them.
 */
export const RATE_LIMIT_POLICIES = {
  'sign-in': { ip: { points: 30, seconds: 600 } },
  'otp-send': {
    ip: { points: 20, seconds: 3600 },
    caller: { points: 5, seconds: 3600 },
    session: { points: 5, seconds: 3600 },
  },
  'otp-verify': { ip: { points: 60, seconds: 3600 }, caller: { points: 30, seconds: 3600 } },
  upload: { ip: { points: 200, seconds: 600 }, caller: { points: 60, seconds: 600 } },
} as const satisfies Record<string, Partial<Record<Dimension, Window>>>;
export type RateLimitPolicy = keyof typeof RATE_LIMIT_POLICIES;

export const rateLimited = (retryAfterSeconds: number) =>
  new ApiError(429, 'RATE_LIMITED', 'Too many attempts. Please wait a moment and try again.', {
    retry_after_seconds: retryAfterSeconds,
  });

interface LimitedRequest {
  ip?: string;
  socket?: { remoteAddress?: string };
  actor?: Actor;
  session?: SessionRef;
  /** Set by the onboarding middleware (src/people/accounts) for a signup token. */
  signupSession?: { userId: string | null };
}

const PRUNE_BATCH = 1000;
const PRUNE_STATEMENTS = 20;
const STALE_AFTER_MS = 60_000;

/** Shared, PostgreSQL-backed counters (rate-limiter-flexible's RateLimiterPostgres on the app's pool). */
export class RateLimits {
  private readonly limiters = new Map<string, RateLimiterPostgres>();

  constructor(
    private readonly dataSource: DataSource,
    readonly enabled: boolean,
  ) {}

  /** Counts one attempt in every dimension the policy names; the first exhausted one refuses with its wait. */
  async consume(policy: RateLimitPolicy, request: LimitedRequest): Promise<void> {
    if (!this.enabled) return;
    const keys: Record<Dimension, string | undefined> = {
      ip: request.ip ?? request.socket?.remoteAddress,
      caller: request.actor?.id ?? request.signupSession?.userId ?? undefined,
      session: request.session?.id,
    };
    const windows = RATE_LIMIT_POLICIES[policy] as Partial<Record<Dimension, Window>>;
    let refusedFor = 0;
    for (const [dimension, window] of Object.entries(windows) as Array<[Dimension, Window]>) {
      const key = keys[dimension];
      if (!key) continue;
      try {
        await this.limiter(policy, dimension, window).consume(key);
      } catch (result) {
        if (!(result instanceof RateLimiterRes)) throw result;
        refusedFor = Math.max(refusedFor, Math.ceil(result.msBeforeNext / 1000));
      }
    }
    if (refusedFor > 0) throw rateLimited(refusedFor);
  }

  /**
   * Deletes counters whose window ended (`expire`, milliseconds) over a minute ago: a later attempt
   * starts a fresh window either way. Bounded like the jobs purge (index on expire, migration
   * 1763900400000). Returns how many rows went.
   */
  async prune(now = Date.now()): Promise<number> {
    let pruned = 0;
    for (let i = 0; i < PRUNE_STATEMENTS; i += 1) {
      const rows: Array<{ n: number }> = await this.dataSource.query(
        `WITH gone AS (
           DELETE FROM rate_limits WHERE key IN (
             SELECT key FROM rate_limits WHERE expire < $1 ORDER BY expire LIMIT $2)
           RETURNING 1)
         SELECT count(*)::int AS n FROM gone`,
        [now - STALE_AFTER_MS, PRUNE_BATCH],
      );
      const n = rows[0]?.n ?? 0;
      pruned += n;
      if (n < PRUNE_BATCH) break;
    }
    return pruned;
  }

  private limiter(policy: string, dimension: Dimension, window: Window): RateLimiterPostgres {
    const name = `${policy}:${dimension}`;
    let limiter = this.limiters.get(name);
    if (!limiter) {
      limiter = new RateLimiterPostgres({
        storeClient: (this.dataSource.driver as unknown as { master: unknown }).master,
        storeType: 'pool',
        tableName: 'rate_limits',
        tableCreated: true,
        clearExpiredByTimeout: false,
        keyPrefix: name,
        points: window.points,
        duration: window.seconds,
      });
      this.limiters.set(name, limiter);
    }
    return limiter;
  }
}

const RATE_LIMIT = 'rate-limit:policy';

/** Answers 429 RATE_LIMITED with Retry-After once a caller used up a policy (runs after the AuthGuard). */
@Injectable()
export class RateLimitGuard implements CanActivate {
  constructor(
    private readonly reflector: Reflector,
    @Inject(RateLimits) private readonly limits: RateLimits,
  ) {}

  async canActivate(context: ExecutionContext): Promise<boolean> {
    const policy = this.reflector.get<RateLimitPolicy | undefined>(RATE_LIMIT, context.getHandler());
    if (!policy) return true;
    try {
      await this.limits.consume(policy, context.switchToHttp().getRequest<LimitedRequest>());
    } catch (error) {
      if (error instanceof ApiError && error.status === 429)
        context
          .switchToHttp()
          .getResponse<Response>()
          .setHeader('Retry-After', String(error.params.retry_after_seconds));
      throw error;
    }
    return true;
  }
}

/** Limits a route by a policy of RATE_LIMIT_POLICIES. */
export const RateLimit = (policy: RateLimitPolicy) =>
  applyDecorators(SetMetadata(RATE_LIMIT, policy), UseGuards(RateLimitGuard));
