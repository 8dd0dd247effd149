import { Inject, Injectable, Logger, type OnApplicationShutdown, type Provider } from '@nestjs/common';
import { replay, type BatchEvent } from '@machines/batch';
import type { AppConfig } from '../../platform/config/app-config';
import { APP_CONFIG } from '../../platform/config/config.module';
import { EVENT_STORE, type EventStore, type RecordedEvent } from '../../platform/event-store/event-store.port';
import { BatchSnapshots } from './batch-snapshots';
import { BatchStateCache, type CachedBatch } from './batch-state-cache';
import { loadedBatchOf, type LoadedBatch } from './loaded-batch';

export interface BatchStateOptions {
  /** Streams kept in memory (0 = none). */
  cacheSize: number;
  /** A snapshot every this many events. */
  snapshotEvery: number;
}

export const BATCH_STATE_OPTIONS = Symbol('BATCH_STATE_OPTIONS');

export const batchStateOptionsProvider: Provider = {
  provide: BATCH_STATE_OPTIONS,
  inject: [APP_CONFIG],
  useFactory: (config: AppConfig): BatchStateOptions => ({
    cacheSize: config.batchStateCacheSize,
    snapshotEvery: config.batchSnapshotEvery,
  }),
};

export interface LoadedState extends CachedBatch {
  /** It came from memory: a refused append means this instance was behind, not that someone raced it. */
  cached: boolean;
}

const toDomain = (e: RecordedEvent): BatchEvent => ({ type: e.type, data: e.data }) as BatchEvent;

/**
 * Where the writer gets the state it decides on, cheapest first: its cache, else the latest
 * snapshot and the events after it, else the whole stream. It stores a snapshot after a write
 * or a load that passed a multiple of `snapshotEvery` events, off the command's path: a snapshot
 * that fails to be stored is logged, never the command's failure.
 */
@Injectable()
export class BatchStates implements OnApplicationShutdown {
  private readonly logger = new Logger('BatchStates');
  readonly cache: BatchStateCache;
  private readonly saving = new Set<Promise<void>>();

  constructor(
    @Inject(EVENT_STORE) private readonly store: EventStore,
    private readonly snapshots: BatchSnapshots,
    @Inject(BATCH_STATE_OPTIONS) readonly options: BatchStateOptions,
  ) {
    this.cache = new BatchStateCache(options.cacheSize);
  }

  async current(streamId: string): Promise<LoadedState> {
    const hit = this.cache.get(streamId);
    if (hit) return { ...hit, cached: true };
    const snapshot = await this.snapshots.latest(streamId).catch((error: unknown) => {
      this.logger.warn(`snapshot of ${streamId} unreadable, reading the whole stream: ${messageOf(error)}`);
      return null;
    });
    const events = await this.store.readStream(streamId, snapshot ? { fromRevision: snapshot.revision + 1 } : {});
    const last = events[events.length - 1];
    const loaded: CachedBatch = {
      state: snapshot ? replay(events.map(toDomain), snapshot.state) : replay(events.map(toDomain)),
      revision: last ? last.streamRevision : (snapshot?.revision ?? -1),
      position: last ? last.position : (snapshot?.position ?? ''),
    };
    // A missing stream is not kept: ids that do not exist (404s, probes) must not push real batches out.
    if (loaded.revision >= 0) this.cache.set(streamId, loaded);
    // A long replay (an old stream, or snapshots of an older machine version): keep it for next time.
    if (events.length >= this.options.snapshotEvery) this.saveSnapshot(streamId, loaded);
    return { ...loaded, cached: false };
  }

  /** The whole stream: history and state (callers that look at what happened, not only where it stands). */
  async history(batchId: string, streamId: string): Promise<LoadedBatch> {
    const loaded = loadedBatchOf(batchId, await this.store.readStream(streamId));
    if (loaded.revision >= 0) this.cache.set(streamId, loaded);
    return loaded;
  }

  /** After a committed append: the decided state is the stream's new head. */
  committed(streamId: string, before: number, after: CachedBatch): void {
    this.cache.set(streamId, after);
    const every = this.options.snapshotEvery;
    if (Math.floor((after.revision + 1) / every) > Math.floor((before + 1) / every)) this.saveSnapshot(streamId, after);
  }

  /** The append was refused or failed: what we hold may be behind the stream. */
  evict(streamId: string): void {
    this.cache.evict(streamId);
  }

  /** Pending snapshot writes finish before the database goes away. */
  async onApplicationShutdown(): Promise<void> {
    await Promise.allSettled([...this.saving]);
  }

  private saveSnapshot(streamId: string, batch: CachedBatch): void {
    const saving = this.snapshots
      .save(streamId, batch)
      .catch((error: unknown) => this.logger.warn(`snapshot of ${streamId} not stored: ${messageOf(error)}`))
      .finally(() => this.saving.delete(saving));
    this.saving.add(saving);
  }
}

const messageOf = (error: unknown): string => (error instanceof Error ? error.message : String(error));
