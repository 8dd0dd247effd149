import { Injectable } from '@nestjs/common';
import { SqlRepository } from '../../platform/jobs/sql-repository';

/** One order's pickup code as stored: its hash, generation and the wrong tries against it. */
export interface PickupCodeRow {
  batch_id: string;
  batch_number: string;
  requester_id: string;
  pickup_point_id: string;
  generation: number;
  code_hash: string;
  failed_attempts: number;
  locked_until: Date | null;
  issued_at: Date;
  used_at: Date | null;
  notified_generation: number;
}

export interface NewPickupCode {
  batchId: string;
  batchNumber: string;
  requesterId: string;
  pickupPointId: string;
  codeHash: string;
  at: Date;
}

const COLUMNS = `batch_id, batch_number, requester_id, pickup_point_id, generation, code_hash, failed_attempts,
  locked_until, issued_at, used_at, notified_generation`;

/** pickup_codes (migration 1763904200000): every change is one statement, so instances never race. */
@Injectable()
export class PickupCodesRepository extends SqlRepository {
  /** The first code of an order (generation 1); a second issue (a replayed event) changes nothing. */
  async issue(c: NewPickupCode): Promise<void> {
    await this.sql(
      `INSERT INTO pickup_codes (batch_id, batch_number, requester_id, pickup_point_id, code_hash, issued_at)
       VALUES ($1, $2, $3, $4, $5, $6) ON CONFLICT (batch_id) DO NOTHING`,
      [c.batchId, c.batchNumber, c.requesterId, c.pickupPointId, c.codeHash, c.at],
    );
  }

  async byBatch(batchId: string): Promise<PickupCodeRow | null> {
    const [row] = await this.sql<PickupCodeRow>(`SELECT ${COLUMNS} FROM pickup_codes WHERE batch_id = $1`, [batchId]);
    return row ?? null;
  }

  async byNumber(batchNumber: string): Promise<PickupCodeRow | null> {
    const [row] = await this.sql<PickupCodeRow>(`SELECT ${COLUMNS} FROM pickup_codes WHERE batch_number = $1`, [
      batchNumber,
    ]);
    return row ?? null;
  }

  /**
   * The next generation, if the row is still at `from` (a concurrent regeneration wins once): the old
   * code stops matching, and wrong tries start again.
   */
  async regenerate(batchId: string, from: number, codeHash: string, at: Date): Promise<boolean> {
    const rows = await this.sql(
      `UPDATE pickup_codes SET generation = generation + 1, code_hash = $3, issued_at = $4, failed_attempts = 0, locked_until = NULL
        WHERE batch_id = $1 AND generation = $2 AND used_at IS NULL RETURNING generation`,
      [batchId, from, codeHash, at],
    );
    return rows.length > 0;
  }

  async notified(batchId: string, generation: number): Promise<void> {
    await this.sql(
      `UPDATE pickup_codes SET notified_generation = greatest(notified_generation, $2) WHERE batch_id = $1`,
      [batchId, generation],
    );
  }

  /**
   * Counts one wrong code, atomically: a lock that ran out starts the count again; the try that
   * reaches `maxAttempts` locks until `lockUntil`. Null: the order was locked meanwhile.
   */
  async wrongCode(
    batchId: string,
    now: Date,
    maxAttempts: number,
    lockUntil: Date,
  ): Promise<{ failed_attempts: number; locked_until: Date | null } | null> {
    const [row] = await this.sql<{ failed_attempts: number; locked_until: Date | null }>(
      `WITH counted AS (
         SELECT batch_id, CASE WHEN locked_until IS NOT NULL THEN 1 ELSE failed_attempts + 1 END AS attempts
           FROM pickup_codes WHERE batch_id = $1 AND (locked_until IS NULL OR locked_until <= $2) FOR UPDATE)
       UPDATE pickup_codes p SET failed_attempts = c.attempts,
              locked_until = CASE WHEN c.attempts >= $3 THEN $4::timestamptz ELSE NULL END
         FROM counted c WHERE p.batch_id = c.batch_id
       RETURNING p.failed_attempts, p.locked_until`,
      [batchId, now, maxAttempts, lockUntil],
    );
    return row ?? null;
  }

  /** A right code: the wrong tries before it no longer count. */
  async rightCode(batchId: string): Promise<void> {
    await this.sql(`UPDATE pickup_codes SET failed_attempts = 0, locked_until = NULL WHERE batch_id = $1`, [batchId]);
  }

  async used(batchId: string, at: Date): Promise<void> {
    await this.sql(`UPDATE pickup_codes SET used_at = $2 WHERE batch_id = $1 AND used_at IS NULL`, [batchId, at]);
  }

  /** The name the counter checks against the requester's ID: the requester's first and last name. */
  async recipientName(requesterId: string): Promise<string> {
    const [row] = await this.sql<{ name: string }>(
      `SELECT trim(concat_ws(' ', u.first_name, u.last_name)) AS name FROM accounts a JOIN users u ON u.id = a.user_id WHERE a.id::text = $1`,
      [requesterId],
    );
    return row?.name ?? '';
  }
}
