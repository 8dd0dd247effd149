import type { RecordedEvent } from '../../src/platform/event-store/event-store.port';
import type { PostgresEventStore } from '../../src/platform/event-store/postgres/postgres-event-store';
import { eventually, http, type TestApp } from '../support/kit';

export interface ProfileInput {
  id: string;
  origin_countries?: string[];
  categories?: string[];
  available?: boolean;
  capacity?: number;
  rating?: number;
  rating_count?: number;
}

export interface DecisionBody {
  batch_id: string;
  current: { status: string; buyer_id: string | null } | null;
  decisions: {
    trigger: string;
    trigger_id: string;
    outcome: string;
    chosen_buyer_id: string | null;
    previous_buyer_id: string | null;
    reason: string;
    candidates: {
      buyer_id: string;
      eligible: boolean;
      ineligible_reason: string | null;
      score: number;
      components: Record<string, number>;
    }[];
  }[];
}

/** Assignment-suite helpers (pool, decisions, the reaction's checkpoint); the rest comes from the kit. */

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
export function decisionsOf(app: TestApp, staff: string, batchId: string, count: number): Promise<DecisionBody> {
  return eventually(async () => {
    const answer = await http<DecisionBody>(app, 'GET', `/api/admin/batches/${batchId}/assignment`, staff);
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
