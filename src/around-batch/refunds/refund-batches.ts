import { Injectable } from '@nestjs/common';
import { DataSource } from 'typeorm';
import type { Actor } from '../../platform/auth/actor';
import {
  BATCH_DETAIL_PROJECTION,
  BATCH_DETAIL_TABLE,
  batchExists,
  batchNotFound,
  BatchWriter,
  type LoadedBatch,
} from '../../batch';
import { ActorPositions } from '../../platform/projections/read-your-writes/actor-positions';
import { ProjectionWaiter } from '../../platform/projections/read-your-writes/projection-waiter';

/** The batch a refund call names (by number or id), as this actor may see it. */
@Injectable()
export class RefundBatches {
  constructor(
    private readonly dataSource: DataSource,
    private readonly writer: BatchWriter,
    private readonly waiter: ProjectionWaiter,
    private readonly positions: ActorPositions,
  ) {}

  /**
   * Batch number → id from the detail read model (numbers are not stream ids); unknown is the usual
   * 404. A number the read model does not know yet may belong to the actor's own write that it has
   * not reached: then it waits (bounded, read-your-writes) for the actor's last write through this
   * instance and looks once more, so a refund right after one's own change is not a 404.
   */
  async idOf(actor: Actor, batchNumber: string): Promise<string> {
    if (typeof batchNumber !== 'string' || batchNumber.length === 0 || batchNumber.length > 100) throw batchNotFound();
    const lookup = async (): Promise<string | undefined> => {
      const rows = await this.dataSource.query<{ batch_id: string }[]>(
        `SELECT batch_id FROM ${BATCH_DETAIL_TABLE} WHERE batch_number = $1 LIMIT 1`,
        [batchNumber],
      );
      return rows[0]?.batch_id;
    };
    const found = await lookup();
    if (found) return found;
    const own = this.positions.get(actor.id);
    if (!own) throw batchNotFound();
    const { stale } = await this.waiter.waitFor(BATCH_DETAIL_PROJECTION, [own]);
    const again = stale ? undefined : await lookup();
    if (!again) throw batchNotFound();
    return again;
  }

  /** Foreign (not the owner requester, not the assigned buyer) or missing: the same 404. */
  async visible(actor: Actor, batchId: string): Promise<LoadedBatch> {
    const batch = await this.writer.load(batchId);
    if (!batchExists(batch)) throw batchNotFound();
    const ctx = batch.state.context;
    if (actor.role === 'requester' && ctx.requesterId !== actor.id) throw batchNotFound();
    if (actor.role === 'buyer' && ctx.buyerId !== actor.id) throw batchNotFound();
    return batch;
  }
}
