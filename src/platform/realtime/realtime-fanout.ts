import { Inject, Injectable, Logger, type OnApplicationBootstrap, type OnApplicationShutdown } from '@nestjs/common';
import { Client } from 'pg';
import { DATABASE_URL } from '../database/database.module';
import { parseEnvelope, REALTIME_CHANNEL } from './realtime-channel';
import { RealtimeGateway } from './realtime.gateway';

const RECONNECT_MS = 1000;

/**
 * Every instance LISTENs on the realtime channel and hands each push to its own sockets. Producers
 * (projections, on whichever instance holds their lock) NOTIFY inside their transaction, so all
 * instances deliver, only after commit: PostgreSQL is the shared "adapter" (DESIGN §7).
 */
@Injectable()
export class RealtimeFanout implements OnApplicationBootstrap, OnApplicationShutdown {
  private readonly logger = new Logger('RealtimeFanout');
  private client: Client | null = null;
  private stopped = false;
  private retry: NodeJS.Timeout | null = null;

  constructor(
    @Inject(DATABASE_URL) private readonly databaseUrl: string,
    private readonly gateway: RealtimeGateway,
  ) {}

  /** Awaited during start-up, so the instance listens before it accepts its first socket. */
  async onApplicationBootstrap(): Promise<void> {
    await this.connect();
  }

  async onApplicationShutdown(): Promise<void> {
    this.stopped = true;
    if (this.retry) clearTimeout(this.retry);
    await this.client?.end().catch(() => undefined);
    this.client = null;
  }

  private async connect(): Promise<void> {
    const client = new Client({ connectionString: this.databaseUrl, application_name: 'realtime-fanout' });
    client.on('notification', (message) => {
      if (message.channel !== REALTIME_CHANNEL) return;
      const envelope = parseEnvelope(message.payload);
      if (envelope) this.gateway.deliver(envelope);
    });
    // A lost connection loses pushes until it is back; clients resync when they reconnect anyway.
    client.on('error', (error) => this.reconnect(client, error));
    client.on('end', () => this.reconnect(client));
    await client.connect();
    await client.query(`LISTEN ${REALTIME_CHANNEL}`);
    this.client = client;
  }

  private reconnect(client: Client, error?: Error): void {
    if (this.stopped || this.client !== client) return;
    this.client = null;
    if (error) this.logger.warn(`realtime listener lost its connection: ${error.message}`);
    void client.end().catch(() => undefined);
    this.connectLater();
  }

  private connectLater(): void {
    if (this.stopped) return;
    this.retry = setTimeout(() => {
      this.retry = null;
      this.connect().catch((e: unknown) => {
        this.logger.warn(`realtime listener: ${e instanceof Error ? e.message : String(e)}`);
        this.connectLater();
      });
    }, RECONNECT_MS);
    this.retry.unref();
  }
}
