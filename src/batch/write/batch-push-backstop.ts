import { Injectable, Logger, type OnApplicationShutdown } from '@nestjs/common';
import { BATCH_STREAM_PREFIX, batchIdOfStream, type BatchEvent } from '@machines/batch';
import type { LoggedEvent, Projection } from '../../platform/projections/runner/projection';
import { RealtimePublisher } from '../../platform/realtime/realtime-publisher';
import { BatchWriter } from './batch-writer';
import { batchChangedEnvelope } from './batch-changed';

/** How long the writer's own push has to be heard before the backstop sends it. */
export const BACKSTOP_GRACE_MS = 1_500;
/** Events older than this when first read (a new deployment reading the whole log) get no push. */
const MAX_EVENT_AGE_MS = 30_000;
/** How long a heard revision is remembered (well past the grace of any append it could answer). */
const HEARD_KEPT_MS = 60_000;

interface Pending {
  revision: number;
  events: BatchEvent[];
  readAt: number;
}

/**
 * Sends the `batch:changed` an instance did not: the writer pushes on commit (the fast path), but an
 * instance that dies between its commit and its NOTIFY loses that push. This projection runs in a
 * group of its own, so exactly one instance (the owner of its lock) follows the log: every batch
 * append it reads waits `BACKSTOP_GRACE_MS` for its push to be heard on this instance's fan-out
 * (every instance hears every push); an append whose revision (or a later one) was not heard by then
 * is pushed again from the batch's current state. Clients drop a `batch:changed` whose revision
 * they have already seen, so a push that was merely slow costs one ignored message.
 * Kept in memory: if the owner itself dies inside the grace window, the next owner resumes after
 * the slices it committed, and those appends rely on the clients' resync on reconnect.
 */
@Injectable()
export class BatchPushBackstop implements Projection, OnApplicationShutdown {
  readonly name = 'batch-push-backstop';
  readonly tables: readonly string[] = [];
  private readonly logger = new Logger('BatchPushBackstop');
  private readonly pending = new Map<string, Pending>();
  private readonly heard = new Map<string, { revision: number; at: number }>();
  private timer: NodeJS.Timeout | null = null;

  constructor(
    private readonly writer: BatchWriter,
    private readonly publisher: RealtimePublisher,
  ) {}

  /** The appends the writer pushes: batch events it decided (with a command id); a test given or an import pushes nothing. */
  selects(event: LoggedEvent): boolean {
    return event.streamId.startsWith(BATCH_STREAM_PREFIX) && typeof event.metadata?.commandId === 'string';
  }

  /** A `batch:changed` this instance's fan-out delivered (from any instance's writer, or from here). */
  heardPush(event: string, data: Record<string, unknown>): void {
    if (event !== 'batch:changed' || typeof data.batch_id !== 'string' || typeof data.revision !== 'number') return;
    const known = this.heard.get(data.batch_id);
    if (!known || known.revision < data.revision)
      this.heard.set(data.batch_id, { revision: data.revision, at: Date.now() });
  }

  handle(events: readonly LoggedEvent[]): Promise<void> {
    const now = Date.now();
    for (const event of events) {
      if (!this.selects(event) || now - event.createdAt.getTime() > MAX_EVENT_AGE_MS) continue;
      const batchId = batchIdOfStream(event.streamId);
      const entry = this.pending.get(batchId) ?? { revision: -1, events: [], readAt: now };
      entry.revision = Math.max(entry.revision, event.streamRevision);
      entry.events.push({ type: event.type, data: event.data } as BatchEvent);
      this.pending.set(batchId, entry);
    }
    if (this.pending.size > 0) this.timer ??= setTimeout(() => void this.sweep(), BACKSTOP_GRACE_MS);
    return Promise.resolve();
  }

  onApplicationShutdown(): void {
    if (this.timer) clearTimeout(this.timer);
    this.timer = null;
    this.pending.clear();
  }

  private async sweep(): Promise<void> {
    const now = Date.now();
    for (const [batchId, entry] of [...this.pending]) {
      if (now - entry.readAt < BACKSTOP_GRACE_MS) continue;
      this.pending.delete(batchId);
      if ((this.heard.get(batchId)?.revision ?? -1) >= entry.revision) continue;
      await this.pushCurrent(batchId, entry).catch((error: unknown) =>
        this.logger.warn(
          `backstop push of ${batchId} failed: ${error instanceof Error ? error.message : String(error)}`,
        ),
      );
    }
    for (const [batchId, heard] of this.heard) if (now - heard.at > HEARD_KEPT_MS) this.heard.delete(batchId);
    this.timer = this.pending.size > 0 ? setTimeout(() => void this.sweep(), BACKSTOP_GRACE_MS / 3) : null;
  }

  private async pushCurrent(batchId: string, entry: Pending): Promise<void> {
    // The stream read now (this instance's cached state may be behind the dead instance's write),
    // at its current revision rather than the missed one: what the parties refetch anyway.
    const current = await this.writer.history(batchId);
    if (current.revision < 0 || (this.heard.get(batchId)?.revision ?? -1) >= current.revision) return;
    this.logger.log(`push of ${batchId} revision ${entry.revision} not heard: sent by the backstop`);
    this.publisher.publish(
      batchChangedEnvelope({
        batchId,
        state: current.state,
        revision: current.revision,
        position: current.position,
        events: entry.events,
      }),
    );
  }
}
