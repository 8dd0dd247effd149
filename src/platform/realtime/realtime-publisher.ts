import { Injectable, Logger, type OnApplicationShutdown } from '@nestjs/common';
import { DataSource } from 'typeorm';
import { notifyParameters, REALTIME_CHANNEL, type RealtimeEnvelope } from './realtime-channel';
import { markSpan } from '../observability/trace-context';

/** NOTIFYs sent in one statement at most (a statement's notifications are delivered together, in order). */
const MAX_PER_ROUND_TRIP = 100;

/**
 * Pushes for something already committed (the batch writer after its append), outside any
 * transaction: `publish` returns at once; the envelopes go out in the order given, one round trip
 * for all that queued meanwhile, to every instance's RealtimeFanout. A push that fails to go out
 * (database unreachable, a crash before the NOTIFY) is lost and logged: clients resync on reconnect.
 * Producers that run inside a transaction use `publishInTransaction` instead (a push per commit).
 */
@Injectable()
export class RealtimePublisher implements OnApplicationShutdown {
  private readonly logger = new Logger('RealtimePublisher');
  private readonly queue: string[] = [];
  private draining: Promise<void> | null = null;

  constructor(private readonly dataSource: DataSource) {}

  publish(envelope: RealtimeEnvelope): void {
    markSpan('realtime.push', { 'realtime.event': envelope.event });
    try {
      this.queue.push(notifyParameters(envelope)[1]);
    } catch (error) {
      this.logger.warn(`push ${envelope.event} not sent: ${error instanceof Error ? error.message : String(error)}`);
      return;
    }
    this.draining ??= this.drain().finally(() => (this.draining = null));
  }

  /** Resolves once everything published so far was handed to PostgreSQL (shutdown, tests). */
  async flushed(): Promise<void> {
    while (this.draining) await this.draining;
  }

  async onApplicationShutdown(): Promise<void> {
    await this.flushed();
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
        this.logger.warn(
          `${payloads.length} push(es) lost: ${error instanceof Error ? error.message : String(error)}; clients resync on reconnect`,
        );
      }
    }
  }
}
