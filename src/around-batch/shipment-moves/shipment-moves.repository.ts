import { Inject, Injectable } from '@nestjs/common';
import { DataSource } from 'typeorm';
import type { ShipmentMoveProgress } from '@contracts/shipments';
import type { AppConfig } from '../../platform/config/app-config';
import { APP_CONFIG } from '../../platform/config/config.module';
import { JOBS_CHANNEL } from '../../platform/jobs/jobs-listener';
import { SqlRepository } from '../../platform/jobs/sql-repository';
import { AS_SOON_AS_POSSIBLE } from '../../platform/projections/reactions/reaction-projection';
import { eventTarget } from './move-targets';
import { MOVE_JOB, type FanOutPayload, type MovingEventType } from './shipment-moves.types';

/**
 * Inserts the move jobs (kind, key = `shipment-moves.move:<event>:<batch>[#retry]`, payload) and
 * wakes every instance's workers on commit. Used inside one statement with the rows it schedules for,
 * so a row and its job exist together or not at all.
 */
const INSERT_JOBS = (source: string) => `
  jobs_in AS (
    INSERT INTO jobs (kind, dedupe_key, run_at, payload, max_attempts, created_at, updated_at)
    SELECT '${MOVE_JOB}',
           '${MOVE_JOB}:' || m.event_id || ':' || m.batch_id || CASE WHEN m.retries > 0 THEN '#' || m.retries ELSE '' END,
           $RUN_AT::timestamptz,
           jsonb_build_object('shipmentId', m.shipment_id, 'eventId', m.event_id::text, 'eventType', m.event_type,
                              'batchId', m.batch_id, 'correlationId', $CORRELATION::text),
           $MAX::int, $NOW::timestamptz, $NOW::timestamptz
      FROM ${source} m
    ON CONFLICT (dedupe_key) DO NOTHING
    RETURNING 1)
  SELECT (SELECT count(*)::int FROM jobs_in) AS scheduled,
         (SELECT pg_notify('${JOBS_CHANNEL}', '')::text) AS notified`;

const bind = (sql: string, at: Record<string, number>): string =>
  sql.replace(/\$(RUN_AT|CORRELATION|MAX|NOW)\b/g, (_, name: string) => `$${at[name]}`);

interface ProgressRow {
  event_type: MovingEventType;
  total: number;
  moved: number;
  pending: number;
  failed: { batch_id: string; batch_number: string; code: string; message: string }[] | null;
}

/** The `shipment_moves` table (migration 1763904100000): one row per (shipment event, order). */
@Injectable()
export class ShipmentMovesRepository extends SqlRepository {
  /** Every move job is scheduled with the queue's configured attempts. */
  private readonly maxAttempts: number;

  constructor(dataSource: DataSource, @Inject(APP_CONFIG) config: AppConfig) {
    super(dataSource);
    this.maxAttempts = config.jobsMaxAttempts;
  }

  /** The rows of one event and their jobs, in one statement; a second call (a re-run fan-out) adds nothing. */
  async schedule(fanOut: FanOutPayload, batchIds: readonly string[], now: Date): Promise<number> {
    const rows = await this.sql<{ scheduled: number }>(
      `WITH rows_in AS (
         INSERT INTO shipment_moves (shipment_id, event_id, event_type, event_revision, batch_id, updated_at)
         SELECT $1, $2::uuid, $3, $4, b, $5 FROM unnest($6::text[]) AS b
         ON CONFLICT (event_id, batch_id) DO NOTHING
         RETURNING shipment_id, event_id, event_type, batch_id, retries),
       ${bind(INSERT_JOBS('rows_in'), { RUN_AT: 7, CORRELATION: 8, MAX: 9, NOW: 5 })}`,
      [
        fanOut.shipmentId,
        fanOut.eventId,
        fanOut.eventType,
        fanOut.eventRevision,
        now,
        [...batchIds],
        AS_SOON_AS_POSSIBLE,
        fanOut.correlationId,
        this.maxAttempts,
      ],
    );
    return rows[0]?.scheduled ?? 0;
  }

  async recordOutcome(
    key: { eventId: string; batchId: string },
    outcome: {
      status: 'moved' | 'failed' | 'pending';
      batchNumber?: string;
      target?: string;
      code?: string;
      message?: string;
    },
    now: Date,
  ): Promise<string | undefined> {
    const rows = await this.sql<{ shipment_id: string }>(
      `UPDATE shipment_moves
          SET status = $3, batch_number = coalesce($4, batch_number), target = coalesce($5, target),
              code = $6, message = $7, attempts = attempts + 1, updated_at = $8
        WHERE event_id = $1::uuid AND batch_id = $2
        RETURNING shipment_id`,
      [
        key.eventId,
        key.batchId,
        outcome.status,
        outcome.batchNumber ?? null,
        outcome.target ?? null,
        outcome.code ?? null,
        outcome.message ?? null,
        now,
      ],
    );
    return rows[0]?.shipment_id;
  }

  /** Progress of the shipment's latest moving event (the one whose rows have the highest revision). */
  async progress(shipmentId: string): Promise<ShipmentMoveProgress | null> {
    const rows = await this.sql<ProgressRow>(
      `WITH latest AS (
         SELECT event_id FROM shipment_moves WHERE shipment_id = $1 ORDER BY event_revision DESC LIMIT 1)
       SELECT min(m.event_type) AS event_type, count(*)::int AS total,
              count(*) FILTER (WHERE m.status = 'moved')::int AS moved,
              count(*) FILTER (WHERE m.status = 'pending')::int AS pending,
              jsonb_agg(jsonb_build_object('batch_id', m.batch_id, 'batch_number', m.batch_number,
                                           'code', m.code, 'message', m.message) ORDER BY m.batch_number, m.batch_id)
                FILTER (WHERE m.status = 'failed') AS failed
         FROM shipment_moves m JOIN latest l ON l.event_id = m.event_id`,
      [shipmentId],
    );
    const row = rows[0];
    if (!row || row.total === 0) return null;
    return {
      shipment_id: shipmentId,
      event_type: row.event_type,
      target_stage: eventTarget(row.event_type),
      total: row.total,
      moved: row.moved,
      pending: row.pending,
      failed: row.failed ?? [],
      done: row.pending === 0,
    };
  }

  /** Failed rows of the latest event back to pending, each with a new job (key `…#<retries>`); answers how many. */
  async retryFailed(shipmentId: string, correlationId: string, now: Date): Promise<number> {
    const rows = await this.sql<{ scheduled: number }>(
      `WITH latest AS (
         SELECT event_id FROM shipment_moves WHERE shipment_id = $1 ORDER BY event_revision DESC LIMIT 1),
       rows_in AS (
         UPDATE shipment_moves m SET status = 'pending', retries = retries + 1, code = NULL, message = NULL, updated_at = $2
           FROM latest l WHERE m.event_id = l.event_id AND m.status = 'failed'
         RETURNING m.shipment_id, m.event_id, m.event_type, m.batch_id, m.retries),
       ${bind(INSERT_JOBS('rows_in'), { RUN_AT: 3, CORRELATION: 4, MAX: 5, NOW: 2 })}`,
      [shipmentId, now, AS_SOON_AS_POSSIBLE, correlationId, this.maxAttempts],
    );
    return rows[0]?.scheduled ?? 0;
  }
}
