import type { BatchAssignment, BuyerProfileBody } from '@contracts/assignment';
import type { RecordedEvent } from '../../../src/platform/event-store/event-store.port';
import type { PostgresEventStore } from '../../../src/platform/event-store/postgres/postgres-event-store';
import { http } from './http';
import { eventually } from './wait';
import type { TestApp } from '../test-app';

/** A buyer's profile as staff PUT it, with the buyer's id. */
export type ProfileInput = BuyerProfileBody & { id: string };

/** Buyer assignment through the real API: the pool, the decisions, the reaction's checkpoint. */

/** Makes exactly these buyers the available pool (everyone else unavailable), with these profiles. */
export async function givenBuyers(app: TestApp, staff: string, profiles: ProfileInput[]): Promise<void> {
  const pool = await http(app, 'PUT', '/api/admin/assignment/buyers', staff, { buyer_ids: profiles.map((p) => p.id) });
  if (pool.status !== 200) throw new Error(`pool: ${pool.status}`);
  for (const { id, ...profile } of profiles) {
    const put = await http(app, 'PUT', `/api/admin/assignment/buyers/${id}`, staff, { rating_count: 10, ...profile });
    if (put.status !== 200) throw new Error(`profile ${id}: ${put.status} ${JSON.stringify(put.body)}`);
  }
}

/** Waits until the batch has `count` recorded assignment decisions (written by the reaction or the window job). */
export function decisionsOf(app: TestApp, staff: string, batchId: string, count: number): Promise<BatchAssignment> {
  return eventually(async () => {
    const answer = await http<BatchAssignment>(app, 'GET', `/api/admin/batches/${batchId}/assignment`, staff);
    return answer.status === 200 && answer.body.decisions.length >= count ? answer.body : undefined;
  });
}

export async function assignedEvents(
  store: PostgresEventStore,
  batchId: string,
): Promise<RecordedEvent<{ buyerId: string; previousBuyerId: string | null; explanation: string }>[]> {
  return (await store.readStream(`batch-${batchId}`)).filter((e) => e.type === 'BuyerAssigned') as RecordedEvent<{
    buyerId: string;
    previousBuyerId: string | null;
    explanation: string;
  }>[];
}

/**
 * Waits until the assignment reaction has processed every event in the log (its checkpoint is at the
 * end) and its jobs have run (none pending).
 */
export function reactionCaughtUp(app: TestApp): Promise<true> {
  return eventually(async () => {
    const rows: { behind: boolean; pending: number }[] = await app.dataSource.query(
      `SELECT coalesce((SELECT global_position FROM es_checkpoints WHERE subscription_id = 'projection:assignment'), -1)
              < (SELECT coalesce(max(global_position), 0) FROM es_events) AS behind,
              (SELECT count(*)::int FROM jobs WHERE kind = 'assignment.reaction' AND done_at IS NULL) AS pending`,
    );
    return rows[0].behind || rows[0].pending > 0 ? undefined : true;
  });
}
