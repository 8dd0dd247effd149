import type { EventStore } from '../../../src/platform/event-store/event-store.port';
import { givenBatch } from './batch-givens';
import type { TestApp } from '../test-app';
import { eventually } from './wait';

/**
 * An accepted order between the two parties and its chat room's name. Returns once the batch read
 * model has the batch, because that row decides who may join the room.
 */
export async function givenOrderRoom(
  world: { app: Pick<TestApp, 'dataSource'>; store: EventStore },
  requesterId: string,
  buyerId: string,
): Promise<string> {
  const batch = await givenBatch(world.store, 'accepted', { requesterId, buyerId });
  await eventually(async () => {
    const rows: unknown[] = await world.app.dataSource.query(
      `SELECT 1 FROM rm_batch_detail WHERE batch_id = $1 AND buyer_id = $2`,
      [batch.batchId, buyerId],
    );
    return rows.length > 0 ? true : undefined;
  });
  return `${buyerId}_${requesterId}_${batch.batchNumber}`;
}
