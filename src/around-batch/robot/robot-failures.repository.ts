import { Injectable } from '@nestjs/common';
import type { RobotFailure } from '@contracts/robot';
import { SqlRepository } from '../../platform/jobs/sql-repository';

export interface RobotFailureRow {
  id: string;
  batch_id: string;
  batch_number: string;
  sent_event_id: string;
  code: string;
  message: string;
  created_at: Date;
}

/** A failure as staff read it (RobotFailure): the batch number also under its legacy name `order_id`. */
export const robotFailureOf = (r: RobotFailureRow): RobotFailure => ({
  id: r.id,
  batch_id: r.batch_id,
  order_id: r.batch_number,
  batch_number: r.batch_number,
  code: r.code,
  message: r.message,
  created_at: new Date(r.created_at).toISOString(),
});

/** Spec §3 "tracking or robot failure record": one per robot run, so a retried job records it once. */
@Injectable()
export class RobotFailuresRepository extends SqlRepository {
  async record(f: {
    batchId: string;
    batchNumber: string;
    sentEventId: string;
    code: string;
    message: string;
    at: Date;
  }): Promise<void> {
    await this.sql(
      `INSERT INTO robot_failures (batch_id, batch_number, sent_event_id, code, message, created_at) VALUES ($1, $2, $3, $4, $5, $6)
       ON CONFLICT (sent_event_id) DO NOTHING`,
      [f.batchId, f.batchNumber, f.sentEventId, f.code, f.message, f.at],
    );
  }

  list(filter: { batchId?: string; limit: number }): Promise<RobotFailureRow[]> {
    return this.sql<RobotFailureRow>(
      `SELECT id::text AS id, batch_id, batch_number, sent_event_id, code, message, created_at FROM robot_failures
        WHERE ($1::text IS NULL OR batch_id = $1) ORDER BY created_at DESC, id DESC LIMIT $2`,
      [filter.batchId ?? null, filter.limit],
    );
  }
}
