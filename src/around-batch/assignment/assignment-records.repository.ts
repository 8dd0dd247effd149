import type { AssignmentDecision, AssignmentTrigger, BatchAssignment } from '@contracts/assignment';
import { Injectable } from '@nestjs/common';
import type { Sql } from '../../platform/jobs/sql';
import { SqlRepository } from '../../platform/jobs/sql-repository';
import type { WithDates } from '../../platform/web/with-dates';
import type { ScoredCandidate } from './buyer-scoring';

export type { AssignmentTrigger };

export interface DecisionRecord {
  batchId: string;
  trigger: AssignmentTrigger;
  /** The event (or timed-out assignment) that caused the decision; unique per batch, so a redelivery records once. */
  triggerId: string;
  outcome: AssignmentDecision['outcome'];
  chosenBuyerId: string | null;
  previousBuyerId: string | null;
  candidates: ScoredCandidate[];
  reason: string;
  decidedAt: Date;
}

/** Assignment status, not the batch status: only whether a buyer holds it unanswered matters here. */
export interface TrackedBatch {
  batchId: string;
  status: NonNullable<BatchAssignment['current']>['status'];
  buyerId: string | null;
  assignmentEventId: string | null;
  revision: number;
  at: Date;
}

const RECORD_DECISION = `INSERT INTO assignment_decisions (batch_id, trigger, trigger_id, outcome, chosen_buyer_id, previous_buyer_id, candidates, reason, decided_at)`;
const ONCE_PER_TRIGGER = `ON CONFLICT (batch_id, trigger_id) DO NOTHING`;
/** Nine parameters a decision: well under PostgreSQL's 65,535 a statement. */
const DECISIONS_PER_STATEMENT = 500;
const decisionParams = (d: DecisionRecord): unknown[] => [
  d.batchId,
  d.trigger,
  d.triggerId,
  d.outcome,
  d.chosenBuyerId,
  d.previousBuyerId,
  JSON.stringify(d.candidates),
  d.reason,
  d.decidedAt,
];

/** Moves a batch's assignment state forward only (a late, older event never overwrites a newer one). */
const TRACK_BATCH = `INSERT INTO assignment_batches (batch_id, status, buyer_id, assignment_event_id, revision, updated_at) VALUES ($1, $2, $3, $4, $5, $6)
       ON CONFLICT (batch_id) DO UPDATE SET status = EXCLUDED.status, buyer_id = EXCLUDED.buyer_id, assignment_event_id = EXCLUDED.assignment_event_id,
         revision = EXCLUDED.revision, updated_at = EXCLUDED.updated_at
       WHERE assignment_batches.revision < EXCLUDED.revision`;
const trackParams = (t: TrackedBatch): unknown[] => [
  t.batchId,
  t.status,
  t.buyerId,
  t.assignmentEventId,
  t.revision,
  t.at,
];

/** A decision as GET /api/admin/batches/{id}/assignment shows it, before JSON. */
export type DecisionView = WithDates<AssignmentDecision, 'decided_at'>;

/** The assignment read model: decisions (explainability) and each batch's assignment state (open load). */
@Injectable()
export class AssignmentRecordsRepository extends SqlRepository {
  async recordDecision(d: DecisionRecord, sql: Sql = this.sql): Promise<void> {
    await sql(`${RECORD_DECISION} VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9) ${ONCE_PER_TRIGGER}`, decisionParams(d));
  }

  /** Many decisions in one statement (the batch of jobs that made them); each still once per trigger. */
  async recordDecisions(ds: readonly DecisionRecord[], sql: Sql = this.sql): Promise<void> {
    for (let at = 0; at < ds.length; at += DECISIONS_PER_STATEMENT) {
      const chunk = ds.slice(at, at + DECISIONS_PER_STATEMENT);
      const rows = chunk.map((_, i) => `(${Array.from({ length: 9 }, (_, c) => `$${i * 9 + c + 1}`).join(', ')})`);
      await sql(`${RECORD_DECISION} VALUES ${rows.join(', ')} ${ONCE_PER_TRIGGER}`, chunk.flatMap(decisionParams));
    }
  }

  /**
   * An assignment's tracking and its decision in one statement: both run under the decision lock,
   * where each round trip delays every decision waiting behind it.
   */
  async trackAndRecord(t: TrackedBatch, d: DecisionRecord, sql: Sql = this.sql): Promise<void> {
    await sql(
      `WITH tracked AS (${TRACK_BATCH})
       ${RECORD_DECISION} VALUES ($7, $8, $9, $10, $11, $12, $13, $14, $15) ${ONCE_PER_TRIGGER}`,
      [...trackParams(t), ...decisionParams(d)],
    );
  }

  async decisionsOf(batchId: string): Promise<DecisionView[]> {
    const rows = await this.sql<DecisionView & { id: string }>(
      `SELECT id, trigger, trigger_id, outcome, chosen_buyer_id, previous_buyer_id, candidates, reason, decided_at
         FROM assignment_decisions WHERE batch_id = $1 ORDER BY id`,
      [batchId],
    );
    return rows.map((r) => ({ ...r, id: String(r.id) }));
  }

  /** Moves a batch's assignment state forward only (a late, older event never overwrites a newer one). */
  async trackBatch(t: TrackedBatch, sql: Sql = this.sql): Promise<void> {
    await sql(TRACK_BATCH, trackParams(t));
  }

  async trackedBatch(batchId: string, sql: Sql = this.sql): Promise<TrackedBatch | undefined> {
    const rows = await sql<{
      batch_id: string;
      status: TrackedBatch['status'];
      buyer_id: string | null;
      assignment_event_id: string | null;
      revision: number;
      updated_at: Date;
    }>(`SELECT * FROM assignment_batches WHERE batch_id = $1`, [batchId]);
    const r = rows[0];
    return (
      r && {
        batchId: r.batch_id,
        status: r.status,
        buyerId: r.buyer_id,
        assignmentEventId: r.assignment_event_id,
        revision: r.revision,
        at: r.updated_at,
      }
    );
  }
}
