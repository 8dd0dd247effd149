import type { EventEmitter } from 'node:events';
import { Logger } from '@nestjs/common';
import type { DataSource } from 'typeorm';

/** pg / Node error codes that mean "the database cannot be reached", not "this statement is wrong". */
const UNREACHABLE_CODES = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'EPIPE',
  'ETIMEDOUT',
  'ENOTFOUND',
  'EHOSTUNREACH',
  '57P01', // admin_shutdown
  '57P02', // crash_shutdown
  '57P03', // cannot_connect_now (starting up or shutting down)
  '53300', // too_many_connections
]);
const UNREACHABLE_MESSAGES = [
  'Connection terminated',
  'connection terminated',
  'timeout exceeded when trying to connect',
  'Client has encountered a connection error',
  'the database system is',
];

/** Whether an error (TypeORM's QueryFailedError wraps pg's as driverError) means PostgreSQL is unreachable. */
export function isDatabaseUnreachable(error: unknown): boolean {
  for (let e: unknown = error, depth = 0; e && typeof e === 'object' && depth < 4; depth++) {
    const { code, message } = e as { code?: unknown; message?: unknown };
    if (typeof code === 'string' && (UNREACHABLE_CODES.has(code) || code.startsWith('08'))) return true;
    if (typeof message === 'string' && UNREACHABLE_MESSAGES.some((m) => message.includes(m))) return true;
    // Only TypeORM's wrapper is looked through: a failed fetch (TypeError, cause ECONNREFUSED) to another service is not a database outage.
    e = (e as { driverError?: unknown }).driverError;
  }
  return false;
}

/** Seconds a client is told to wait (`Retry-After`) while the database is away or the server drains. */
export const RETRY_AFTER_SECONDS = 5;

/**
 * Knows whether PostgreSQL is reachable (readiness): a request that failed because the
 * database is unreachable marks it down; while down, a probe (`SELECT 1`, every `probeMs`) marks it up
 * again as soon as it answers, so the app recovers by itself. While down, API routes answer 503
 * SERVICE_UNAVAILABLE with Retry-After at once instead of waiting on a dead pool.
 */
export class DatabaseAvailability {
  private readonly logger = new Logger('DatabaseAvailability');
  private down = false;
  private probe: NodeJS.Timeout | null = null;
  private since = 0;

  constructor(
    private readonly dataSource: DataSource,
    private readonly probeMs = 1000,
  ) {
    this.watchCheckedOutConnections();
  }

  /**
   * pg-pool listens for a connection's 'error' only while the connection is idle in the pool. One
   * that TypeORM has checked out (a transaction between two statements) and that PostgreSQL ends
   * emits 'error' with no listener, which ends the process. Each pooled connection gets a listener of
   * its own when first handed out: the failure is reported here, and the statement that uses the
   * connection next fails and hands it back to be discarded.
   */
  private watchCheckedOutConnections(): void {
    const pool = (this.dataSource.driver as unknown as { master?: EventEmitter }).master;
    if (!pool?.on) return;
    const watched = new WeakSet<EventEmitter>();
    pool.on('acquire', (connection: EventEmitter) => {
      if (watched.has(connection)) return;
      watched.add(connection);
      connection.on('error', (error: unknown) => this.report(error));
    });
  }

  get available(): boolean {
    return !this.down;
  }

  /** Called with any failure: marks the database down when the failure says it is unreachable. */
  report(error: unknown): boolean {
    if (!isDatabaseUnreachable(error)) return false;
    if (!this.down) {
      this.down = true;
      this.since = Date.now();
      this.logger.warn(`database unreachable: ${(error as Error)?.message ?? String(error)}`);
      this.schedule();
    }
    return true;
  }

  /** Stops probing (shutdown). */
  stop(): void {
    if (this.probe) clearTimeout(this.probe);
    this.probe = null;
  }

  private schedule(): void {
    this.probe = setTimeout(() => {
      this.probe = null;
      this.dataSource
        .query('SELECT 1')
        .then(() => {
          this.down = false;
          this.logger.log(`database reachable again after ${Date.now() - this.since} ms`);
        })
        .catch(() => this.schedule());
    }, this.probeMs);
    this.probe.unref();
  }
}
