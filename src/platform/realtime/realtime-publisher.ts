import { Inject, Injectable, Logger, Optional, type OnApplicationShutdown } from '@nestjs/common';
import { DataSource } from 'typeorm';
import { EVENT_STORE, type EventStore } from '../event-store/event-store.port';
import { notifyParameters, REALTIME_CHANNEL, type RealtimeEnvelope } from './realtime-channel';
import { markSpan } from '../observability/trace-context';

/** NOTIFYs sent in one statement at most (a statement's notifications are delivered together, in order). */
const MAX_PER_ROUND_TRIP = 100;

/**
 * Pushes for something already committed (the batch writer after its append), outside any
 * transaction: `publish` returns at once; the envelopes go out in the order given to every
 * instance's RealtimeFanout. On the PostgreSQL event store they ride with the store's own wake-up
 * NOTIFY of the append that caused them (one round trip after the commit for both); otherwise
 * everything queued meanwhile goes in one statement of our own. A push that fails to go out
 * (database unreachable, a crash before the NOTIFY) is lost and logged: clients resync on reconnect.
 * Producers that run inside a transaction use `publishInTransaction` instead (a push per commit).
 */
@Injectable()
export class RealtimePublisher implements OnApplicationShutdown {
  private readonly logger = new Logger('RealtimePublisher');
  private readonly queue: string[] = [];
  private draining: Promise<void> | null = null;
  private readonly handedOver = new Set<Promise<void>>();

  constructor(
    private readonly dataSource: DataSource,
    @Optional() @Inject(EVENT_STORE) private readonly store?: Pick<EventStore, 'notifyAfterCommit'>,
  ) {}

  publish(envelope: RealtimeEnvelope): void {
    markSpan('realtime.push', { 'realtime.event': envelope.event });
    let payload: string;
    try {
      payload = notifyParameters(envelope)[1];
    } catch (error) {
      this.logger.warn(`push ${envelope.event} not sent: ${error instanceof Error ? error.message : String(error)}`);
      return;
    }
    if (this.store?.notifyAfterCommit) {
      const sent: Promise<void> = this.store
        .notifyAfterCommit(REALTIME_CHANNEL, payload)
        .catch((error: unknown) => this.lost(1, error))
        .finally(() => this.handedOver.delete(sent));
      this.handedOver.add(sent);
      return;
    }
    this.queue.push(payload);
    this.draining ??= this.drain().finally(() => (this.draining = null));
  }

  /** Resolves once everything published so far was handed to PostgreSQL (shutdown, tests). */
  async flushed(): Promise<void> {
    while (this.draining || this.handedOver.size > 0) await Promise.all([this.draining, ...this.handedOver]);
  }

  async onApplicationShutdown(): Promise<void> {
    await this.flushed();
  }

  private lost(count: number, error: unknown): void {
    this.logger.warn(
      `${count} push(es) lost: ${error instanceof Error ? error.message : String(error)}; clients resync on reconnect`,
    );
  }

  private async drain(): Promise<void> {
    while (this.queue.length > 0) {
      const payloads = this.queue.splice(0, MAX_PER_ROUND_TRIP);
      try {
        // unnest yields the array in order, and NOTIFYs of one statement are delivered in the order called.
        await this.dataSource.query(`SELECT pg_notify($1, payload) FROM unnest($2::text[]) AS payload`, [
          REALTIME_CHANNEL,
          payloads,
        ]);
      } catch (error) {
        this.lost(payloads.length, error);
      }
    }
  }
}
