import { batchIdOfStream, isBatchEvent } from '@machines/batch';
import { Injectable, Logger } from '@nestjs/common';
import { BATCH_DETAIL_TABLE } from '../batch-detail/batch-detail.projection';
import { ProjectionWaiter } from '../../../platform/projections/read-your-writes/projection-waiter';
import type { LoggedEvent, Projection, ProjectionContext } from '../../../platform/projections/runner/projection';
import { formatPosition, type LogPosition } from '../../../platform/projections/runner/position';
import { accountRoom, publishInTransaction, STAFF_ROOM } from '../../../platform/realtime/realtime-channel';
import { batchRoom } from './batch-room';

/** The read models a client refetches after `batch:changed`; the push waits for both. */
export const PUSHED_AFTER = ['batch-list', 'batch-detail'] as const;
const WAIT_MS = 10_000;

interface DetailRow {
  batch_id: string;
  batch_number: string;
  type: 'requests' | 'orders';
  status: string;
  revision: string;
  requester_id: string;
  buyer_id: string | null;
}

/**
 * Pushes `batch:changed` for every batch a runner batch touched, once the list and detail read
 * models include the event, so a client that refetches with X-Event-Position never waits long
 * and never sees the old state. A reaction without tables: its checkpoint is its only state.
 * The push is a NOTIFY in the runner's transaction, so it goes out once the checkpoint commits.
 */
@Injectable()
export class BatchPushProjection implements Projection {
  readonly name = 'realtime-batch-push';
  readonly tables: readonly string[] = [];
  private readonly logger = new Logger('BatchPush');

  constructor(private readonly waiter: ProjectionWaiter) {}

  async handle(events: readonly LoggedEvent[], ctx: ProjectionContext): Promise<void> {
    const last = new Map<string, { event: LoggedEvent; previousBuyers: Set<string> }>();
    for (const event of events) {
      if (!isBatchEvent(event)) continue;
      const entry = last.get(event.streamId) ?? { event, previousBuyers: new Set<string>() };
      entry.event = event;
      // A buyer taken off the batch must also learn it is gone from their list.
      const previous =
        event.type === 'BuyerAssigned' ? (event.data as { previousBuyerId?: unknown }).previousBuyerId : null;
      if (typeof previous === 'string') entry.previousBuyers.add(previous);
      last.set(event.streamId, entry);
    }
    if (last.size === 0) return;
    const target = events[events.length - 1].position;
    await this.waitForReadModels(target);
    const ids = [...last.keys()].map(batchIdOfStream);
    const { rows } = await ctx.client.query<DetailRow>(
      `SELECT batch_id, batch_number, type, status, revision::text AS revision, requester_id, buyer_id
         FROM ${BATCH_DETAIL_TABLE} WHERE batch_id = ANY($1)`,
      [ids],
    );
    for (const row of rows) {
      const entry = last.get(`batch-${row.batch_id}`);
      if (!entry) continue;
      const accounts = new Set([row.requester_id, ...(row.buyer_id ? [row.buyer_id] : []), ...entry.previousBuyers]);
      await publishInTransaction(ctx.client, {
        rooms: [...[...accounts].map(accountRoom), batchRoom(row.batch_id), STAFF_ROOM],
        event: 'batch:changed',
        data: {
          batch_id: row.batch_id,
          batch_number: row.batch_number,
          batch_type: row.type,
          status: row.status,
          revision: Number(row.revision),
          position: formatPosition(entry.event.position),
        },
      });
    }
  }

  private async waitForReadModels(target: LogPosition): Promise<void> {
    const position = formatPosition(target);
    for (const projection of PUSHED_AFTER) {
      const { stale } = await this.waiter.waitFor(projection, [position], WAIT_MS);
      // Pushing late beats never pushing: the client's refetch waits for the position itself.
      if (stale) this.logger.warn(`${projection} has not reached ${position}; pushing anyway`);
    }
  }
}
