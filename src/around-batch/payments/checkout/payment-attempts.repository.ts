import { Injectable } from '@nestjs/common';
import { DataSource } from 'typeorm';
import type { AttemptStatus, CheckoutResult } from './checkout-result';

export interface PaymentAttempt {
  readonly id: string;
  readonly idempotencyKey: string;
  readonly batchNumber: string;
  /** The batch's id when the attempt pays a batch (set by the batch checkout). */
  readonly batchId: string | null;
  readonly amount: { readonly value: number; readonly currency: string };
  readonly fingerprint: string;
  readonly status: AttemptStatus;
  readonly pspReference: string | null;
  readonly result: CheckoutResult | null;
  readonly createdAt: Date;
}

interface Row {
  id: string;
  idempotency_key: string;
  batch_number: string;
  batch_id: string | null;
  amount_value: string;
  amount_currency: string;
  request_fingerprint: string;
  status: AttemptStatus;
  psp_reference: string | null;
  result: CheckoutResult | null;
  created_at: Date;
}

const toAttempt = (row: Row): PaymentAttempt => ({
  id: row.id,
  idempotencyKey: row.idempotency_key,
  batchNumber: row.batch_number,
  batchId: row.batch_id,
  amount: { value: Number(row.amount_value), currency: row.amount_currency },
  fingerprint: row.request_fingerprint,
  status: row.status,
  pspReference: row.psp_reference,
  result: row.result,
  createdAt: row.created_at,
});

/** `owned`: this caller must talk to the provider; `existing`: someone else did or is doing it. */
export type Claim = { readonly kind: 'owned' | 'existing'; readonly attempt: PaymentAttempt };

/**
 * payment_attempts, keyed by the client's idempotency key. A `processing` row carries a lease
 * (locked_until): a caller that died mid-call lets a later retry take over once it lapses, and
 * the retry reuses the same provider idempotency key, so even then the card is charged once.
 */
@Injectable()
export class PaymentAttemptsRepository {
  constructor(private readonly dataSource: DataSource) {}

  async claim(input: {
    idempotencyKey: string;
    batchNumber: string;
    batchId?: string;
    amount: { value: number; currency: string };
    fingerprint: string;
    leaseMs: number;
  }): Promise<Claim> {
    const inserted: Row[] = await this.dataSource.query(
      `INSERT INTO payment_attempts (idempotency_key, batch_number, amount_value, amount_currency, request_fingerprint, status, locked_until, batch_id)
       VALUES ($1, $2, $3, $4, $5, 'processing', clock_timestamp() + make_interval(secs => $6::double precision / 1000), $7)
       ON CONFLICT (idempotency_key) DO NOTHING RETURNING *`,
      [
        input.idempotencyKey,
        input.batchNumber,
        input.amount.value,
        input.amount.currency,
        input.fingerprint,
        input.leaseMs,
        input.batchId ?? null,
      ],
    );
    if (inserted.length > 0) return { kind: 'owned', attempt: toAttempt(inserted[0]) };
    // TypeORM answers an UPDATE with [rows, affectedCount], not rows.
    const [taken]: [Row[], number] = await this.dataSource.query(
      `UPDATE payment_attempts SET locked_until = clock_timestamp() + make_interval(secs => $3::double precision / 1000), updated_at = clock_timestamp()
       WHERE idempotency_key = $1 AND request_fingerprint = $2 AND status = 'processing' AND locked_until < clock_timestamp() RETURNING *`,
      [input.idempotencyKey, input.fingerprint, input.leaseMs],
    );
    if (taken.length > 0) return { kind: 'owned', attempt: toAttempt(taken[0]) };
    return { kind: 'existing', attempt: (await this.findByKey(input.idempotencyKey)) as PaymentAttempt };
  }

  async findByKey(idempotencyKey: string): Promise<PaymentAttempt | undefined> {
    const rows: Row[] = await this.dataSource.query(`SELECT * FROM payment_attempts WHERE idempotency_key = $1`, [
      idempotencyKey,
    ]);
    return rows[0] && toAttempt(rows[0]);
  }

  async findById(id: string): Promise<PaymentAttempt | undefined> {
    if (!/^[0-9a-f-]{36}$/i.test(id)) return undefined;
    const rows: Row[] = await this.dataSource.query(`SELECT * FROM payment_attempts WHERE id = $1`, [id]);
    return rows[0] && toAttempt(rows[0]);
  }

  /** The batch's most recent attempt (the one a returning shopper's challenge belongs to). */
  async latestForBatch(batchId: string): Promise<PaymentAttempt | undefined> {
    const rows: Row[] = await this.dataSource.query(
      `SELECT * FROM payment_attempts WHERE batch_id = $1 ORDER BY created_at DESC, id DESC LIMIT 1`,
      [batchId],
    );
    return rows[0] && toAttempt(rows[0]);
  }

  /** Ends an attempt that will not be answered (stale challenge); only an unfinished one. */
  async expire(id: string, result: CheckoutResult): Promise<boolean> {
    const [rows]: [Row[], number] = await this.dataSource.query(
      `UPDATE payment_attempts SET status = 'expired', result = $2, locked_until = NULL, updated_at = clock_timestamp()
       WHERE id = $1 AND status IN ('processing', 'redirect', 'pending') RETURNING *`,
      [id, JSON.stringify(result)],
    );
    return rows.length > 0;
  }

  /** Forgets an attempt that never reached the provider (the batch refused it), freeing its key. */
  async remove(id: string): Promise<void> {
    await this.dataSource.query(`DELETE FROM payment_attempts WHERE id = $1 AND status = 'processing'`, [id]);
  }

  async complete(id: string, result: CheckoutResult): Promise<void> {
    await this.dataSource.query(
      `UPDATE payment_attempts SET status = $2, psp_reference = COALESCE($3, psp_reference), result = $4, locked_until = NULL, updated_at = clock_timestamp() WHERE id = $1`,
      [id, result.status, result.pspReference ?? null, JSON.stringify(result)],
    );
  }

  /** Gives up the lease at once (provider unreachable) so the next retry may call again. */
  async release(id: string): Promise<void> {
    await this.dataSource.query(
      `UPDATE payment_attempts SET locked_until = clock_timestamp(), updated_at = clock_timestamp() WHERE id = $1 AND status = 'processing'`,
      [id],
    );
  }

  async countForBatch(batchNumber: string): Promise<number> {
    const rows: { count: string }[] = await this.dataSource.query(
      `SELECT count(*) FROM payment_attempts WHERE batch_number = $1`,
      [batchNumber],
    );
    return Number(rows[0].count);
  }
}
