import { Inject, Injectable, Logger, type OnApplicationBootstrap, type OnApplicationShutdown } from '@nestjs/common';
import { Client } from 'pg';
import { DataSource } from 'typeorm';
import { DATABASE_URL } from '../database/database.module';
import type { Actor } from './actor';
import { sessionRefusal, type SessionRefusal } from './session-refusal';

/** The channel migration 1763899600000 NOTIFYs (payload: an account id, or `*` for all) when a session's fate changes. */
export const SESSION_CHANGES_CHANNEL = 'session_changes';
/** A cached check is trusted this long at most, even if a notification were lost unnoticed. */
export const SESSION_CHECK_TTL_MS = 60_000;
const MAX_ENTRIES = 20_000;
const RECONNECT_MS = 1000;

interface Entry {
  accountId: string;
  refusal: SessionRefusal;
  expiresAt: number;
}

/**
 * Whether a validly signed session must be refused (sessionRefusal), without a database round trip
 * on every request: the answer is cached by token for SESSION_CHECK_TTL_MS. A change to what
 * refuses a session is a row of revoked_accounts or account_type_overrides; a trigger NOTIFYs it
 * on commit, and this instance LISTENs and drops that account's entries (`invalidate`, also callable
 * in-process, e.g. by a sign-out that revokes a session). While the listener is not connected
 * nothing is cached (every check reads the database), so a missed notification cannot keep a
 * revoked session alive. A check that raced an invalidation is answered but not cached.
 */
@Injectable()
export class SessionChecks implements OnApplicationBootstrap, OnApplicationShutdown {
  private readonly logger = new Logger('SessionChecks');
  private readonly entries = new Map<string, Entry>();
  private readonly tokensOf = new Map<string, Set<string>>();
  /** Bumped by every invalidation: a check that started before one does not cache its answer. */
  private epoch = 0;
  private listener: Client | null = null;
  private listening = false;
  private stopped = false;
  private retry: NodeJS.Timeout | null = null;

  constructor(
    private readonly dataSource: DataSource,
    @Inject(DATABASE_URL) private readonly databaseUrl: string,
  ) {}

  async refusal(token: string, actor: Actor): Promise<SessionRefusal> {
    const now = Date.now();
    const cached = this.entries.get(token);
    if (cached && cached.expiresAt > now && this.listening) return cached.refusal;
    if (cached) this.drop(token);
    const epoch = this.epoch;
    const refusal = await sessionRefusal(this.dataSource, actor);
    if (this.listening && epoch === this.epoch) this.remember(token, actor.id, refusal, now);
    return refusal;
  }

  /** Drops the cached checks of an account (all accounts for `*`). */
  invalidate(accountId: string): void {
    this.epoch += 1;
    if (accountId === '*') {
      this.entries.clear();
      this.tokensOf.clear();
      return;
    }
    for (const token of this.tokensOf.get(accountId) ?? []) this.entries.delete(token);
    this.tokensOf.delete(accountId);
  }

  /** Entries cached now (tests, metrics). */
  get size(): number {
    return this.entries.size;
  }

  /** Awaited during start-up, so the first requests may already be cached; a failure only means no cache yet. */
  async onApplicationBootstrap(): Promise<void> {
    await this.connect().catch((error: unknown) => {
      this.logger.warn(`session change listener: ${messageOf(error)}; checks are not cached until it connects`);
      this.connectLater();
    });
  }

  async onApplicationShutdown(): Promise<void> {
    this.stopped = true;
    this.listening = false;
    if (this.retry) clearTimeout(this.retry);
    await this.listener?.end().catch(() => undefined);
    this.listener = null;
  }

  private remember(token: string, accountId: string, refusal: SessionRefusal, now: number): void {
    if (this.entries.size >= MAX_ENTRIES) {
      const oldest = this.entries.keys().next().value as string;
      this.drop(oldest);
    }
    this.entries.set(token, { accountId, refusal, expiresAt: now + SESSION_CHECK_TTL_MS });
    let tokens = this.tokensOf.get(accountId);
    if (!tokens) this.tokensOf.set(accountId, (tokens = new Set()));
    tokens.add(token);
  }

  private drop(token: string): void {
    const entry = this.entries.get(token);
    if (!entry) return;
    this.entries.delete(token);
    const tokens = this.tokensOf.get(entry.accountId);
    tokens?.delete(token);
    if (tokens?.size === 0) this.tokensOf.delete(entry.accountId);
  }

  private async connect(): Promise<void> {
    const client = new Client({ connectionString: this.databaseUrl, application_name: 'session-checks' });
    client.on('notification', (message) => {
      if (message.channel === SESSION_CHANGES_CHANNEL) this.invalidate(message.payload ?? '*');
    });
    client.on('error', (error) => this.lost(client, error));
    client.on('end', () => this.lost(client));
    await client.connect();
    await client.query(`LISTEN ${SESSION_CHANGES_CHANNEL}`);
    if (this.stopped) {
      await client.end().catch(() => undefined);
      return;
    }
    this.listener = client;
    this.listening = true;
  }

  /** Without the listener nothing cached can be trusted: drop it all and read the database until reconnected. */
  private lost(client: Client, error?: Error): void {
    if (this.stopped || this.listener !== client) return;
    this.listener = null;
    this.listening = false;
    this.invalidate('*');
    if (error) this.logger.warn(`session change listener lost its connection: ${error.message}`);
    void client.end().catch(() => undefined);
    this.connectLater();
  }

  private connectLater(): void {
    if (this.stopped) return;
    this.retry = setTimeout(() => {
      this.retry = null;
      this.connect().catch((e: unknown) => {
        this.logger.warn(`session change listener: ${messageOf(e)}`);
        this.connectLater();
      });
    }, RECONNECT_MS);
    this.retry.unref();
  }
}

const messageOf = (error: unknown): string => (error instanceof Error ? error.message : String(error));
