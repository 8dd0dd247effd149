import { Logger, type OnApplicationBootstrap, type OnApplicationShutdown } from '@nestjs/common';
import { Client } from 'pg';

const RECONNECT_MS = 1000;

export interface ChannelListener {
  /** A NOTIFY on the channel (after its transaction committed). */
  message(payload: string): void;
  /**
   * The connection was lost (or is not up yet): notifications may have been missed, so whatever
   * they keep fresh cannot be trusted until `listening()` is true again.
   */
  lost(): void;
}

/**
 * One LISTEN connection for the caches that a NOTIFY keeps fresh (session checks, fee rates): a
 * cache asks `listening()` before it trusts an entry and drops everything on `lost()`, so a missed
 * notification can make it read the database, never answer from a stale entry. Provided by
 * DatabaseModule (global).
 */
export class DatabaseListener implements OnApplicationBootstrap, OnApplicationShutdown {
  private readonly logger = new Logger('DatabaseListener');
  private readonly channels = new Map<string, Set<ChannelListener>>();
  private client: Client | null = null;
  private connected = false;
  private stopped = false;
  private retry: NodeJS.Timeout | null = null;

  constructor(private readonly databaseUrl: string) {}

  /** Registers before start-up (onModuleInit or a constructor); channels are plain lower-case names. */
  listen(channel: string, listener: ChannelListener): void {
    if (!/^[a-z_]+$/.test(channel)) throw new Error(`channel ${channel} is not a plain name`);
    let set = this.channels.get(channel);
    if (!set) this.channels.set(channel, (set = new Set()));
    set.add(listener);
    if (this.client) void this.client.query(`LISTEN ${channel}`).catch(() => undefined);
  }

  /** True while notifications are being received on every registered channel. */
  listening(): boolean {
    return this.connected;
  }

  /** Awaited during start-up; failing to connect only means the caches read the database until it does. */
  async onApplicationBootstrap(): Promise<void> {
    if (this.channels.size === 0) return;
    await this.connect().catch((error: unknown) => {
      this.logger.warn(`listener: ${messageOf(error)}; caches read the database until it connects`);
      this.connectLater();
    });
  }

  async onApplicationShutdown(): Promise<void> {
    this.stopped = true;
    this.connected = false;
    if (this.retry) clearTimeout(this.retry);
    await this.client?.end().catch(() => undefined);
    this.client = null;
  }

  private async connect(): Promise<void> {
    const client = new Client({ connectionString: this.databaseUrl, application_name: 'cache-listener' });
    client.on('notification', (message) => {
      for (const listener of this.channels.get(message.channel) ?? []) listener.message(message.payload ?? '');
    });
    client.on('error', (error) => this.lost(client, error));
    client.on('end', () => this.lost(client));
    await client.connect();
    for (const channel of this.channels.keys()) await client.query(`LISTEN ${channel}`);
    if (this.stopped) {
      await client.end().catch(() => undefined);
      return;
    }
    this.client = client;
    this.connected = true;
  }

  private lost(client: Client, error?: Error): void {
    if (this.stopped || this.client !== client) return;
    this.client = null;
    this.connected = false;
    for (const set of this.channels.values()) for (const listener of set) listener.lost();
    if (error) this.logger.warn(`listener lost its connection: ${error.message}`);
    void client.end().catch(() => undefined);
    this.connectLater();
  }

  private connectLater(): void {
    if (this.stopped) return;
    this.retry = setTimeout(() => {
      this.retry = null;
      this.connect().catch((e: unknown) => {
        this.logger.warn(`listener: ${messageOf(e)}`);
        this.connectLater();
      });
    }, RECONNECT_MS);
    this.retry.unref();
  }
}

const messageOf = (error: unknown): string => (error instanceof Error ? error.message : String(error));
